import { produce } from "immer";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { hasPermission, type PermissionChecker } from "../../../runtime/permissions/permission-checker";
import { permissionForReaction } from "../../../runtime/permissions/reaction-permission";

/** A record's reactions and score, as the reactions bar holds them. */
export interface ReactionState {
  reactions: ReactionSummary[];
  score: number;
}

/** What choosing a reaction sends: POST the type, or DELETE one's own reaction. */
export type ReactionChange = { kind: "add"; urlcode: string } | { kind: "remove" };

/** The reaction records of content spec §3. */
export type ReactionRecordType = "discussion" | "comment";

/**
 * Whether the viewer is offered a reaction type (content spec §5): the matching add permission, or
 * curation.manage for Promote; flag-class reactions never. The rule is the server's too.
 */
export function canOfferReaction(
  checker: PermissionChecker,
  reaction: Pick<ReactionSummary, "urlcode" | "class">,
): boolean {
  const permission = permissionForReaction(reaction);
  return permission !== null && hasPermission(checker, permission);
}

/** What choosing `urlcode` does: removes the viewer's reaction when it is that one (content spec §4). */
export function changeFor(state: ReactionState, urlcode: string): ReactionChange {
  const current = state.reactions.find((reaction) => reaction.hasReacted);
  return current?.urlcode === urlcode ? { kind: "remove" } : { kind: "add", urlcode };
}

/**
 * The optimistic state after a change (content spec §4): the score loses the old reaction's value
 * and gains the new one's, the count and `hasReacted` move with it.
 */
export function applyReactionChange(state: ReactionState, change: ReactionChange): ReactionState {
  return produce(state, (draft) => {
    const current = draft.reactions.find((reaction) => reaction.hasReacted);
    if (current) {
      current.hasReacted = false;
      current.count = Math.max(0, current.count - 1);
      draft.score -= current.reactionValue;
    }
    if (change.kind === "remove") return;
    const target = draft.reactions.find((reaction) => reaction.urlcode === change.urlcode);
    if (!target) return;
    target.hasReacted = true;
    target.count += 1;
    draft.score += target.reactionValue;
  });
}

/** The API path of a record's reactions. */
export function reactionsPath(recordType: ReactionRecordType, recordID: number): string {
  return `${recordType === "discussion" ? "discussions" : "comments"}/${recordID}/reactions`;
}

/**
 * The state after a moderator removes one member's reaction from the reaction log (content spec §4:
 * a removal only deletes): that reaction's count and value leave, and the viewer's own mark if it
 * was theirs.
 */
export function removeLoggedReaction(
  state: ReactionState,
  removed: { urlcode: string; isViewers: boolean },
): ReactionState {
  return produce(state, (draft) => {
    const target = draft.reactions.find((reaction) => reaction.urlcode === removed.urlcode);
    if (!target || target.count === 0) return;
    target.count -= 1;
    draft.score -= target.reactionValue;
    if (removed.isViewers) target.hasReacted = false;
  });
}
