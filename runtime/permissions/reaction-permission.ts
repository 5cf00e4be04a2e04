/**
 * The classes of reaction types, spelled as the reaction types carry them (Positive, Negative or
 * Flag); the permissions they call for are lower case (`reactions.positive.add`).
 */
export const REACTION_CLASSES = { positive: "Positive", negative: "Negative", flag: "Flag" } as const;

/** The part of a reaction type the permission rule reads. */
export interface ReactionKind {
  urlcode: string;
  class: string;
}

/** Whether a reaction type is a flag: a report, never a reaction (content spec §5). */
export function isFlagReaction(reaction: Pick<ReactionKind, "class">): boolean {
  return reaction.class === REACTION_CLASSES.flag;
}

/**
 * The permission giving a reaction type needs, or null when it is never given as a reaction
 * (content spec §5): curation.manage for Promote (its URL code in any case), reactions.positive.add
 * for the Positive class, reactions.negative.add for the Negative one; flags and any other class
 * never. Classes match only as spelled in {@link REACTION_CLASSES}.
 */
export function permissionForReaction(reaction: ReactionKind): string | null {
  if (isFlagReaction(reaction)) return null;
  if (reaction.urlcode.toLowerCase() === "promote") return "curation.manage";
  if (reaction.class === REACTION_CLASSES.positive) return "reactions.positive.add";
  if (reaction.class === REACTION_CLASSES.negative) return "reactions.negative.add";
  return null;
}
