import { sql, type Kysely, type Transaction } from "kysely";
import { publishLive } from "../live/publish-live";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import type { ReactionType } from "../../../schemas/entities/reaction.schema";
import { isFlagReaction, permissionForReaction } from "../../../runtime/permissions/reaction-permission";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { authorize, loadViewer, requireSignedIn, type Viewer } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { loadVisibleCategories } from "../categories/categories";
import { commentUrl } from "../comments/comment-access";
import { discussionUrl } from "../discussions/discussion-presenter";
import { createNotification } from "../notifications/notifications";
import { loadRecordReactions, type ReactionRecordType } from "./reaction-summaries";
import { loadTarget, type ReactionTarget } from "./reaction-target";
import {
  findActiveReactionType,
  loadActiveReactionTypes,
  reactionDescription,
  type ReactionTypeRow,
} from "./reaction-types";
import { reactionIconUrl } from "../../../runtime/icons/line-icons";
import { absoluteUrl } from "../../http/absolute-urls";

export type { ReactionRecordType };
export { listReactionLog } from "./reaction-log";

/** The notification reason of a reaction. */
const REACTION_REASON = "reaction";

/**
 * `GET /reactions`: the active reaction types in display order (content spec §3 reaction icons), each
 * with its icon's absolute address on `origin` (the site's): the drawing the page shows for it.
 */
export async function listReactionTypes(db: Kysely<Database>, origin: string): Promise<ReactionType[]> {
  const rows = await loadActiveReactionTypes(db);
  return rows.map((row, index) => ({
    tagID: row.tagID,
    urlcode: row.urlcode,
    urlCode: row.urlcode,
    name: row.name,
    description: reactionDescription(row),
    photoUrl: absoluteUrl(reactionIconUrl(row.urlcode), origin),
    class: row.class,
    reactionValue: row.reactionValue,
    active: true,
    // Flags are reports, offered apart from the reaction bar (content spec §5).
    hidden: isFlagReaction(row),
    sort: index + 1,
    // The reputation leaderboard sums the reaction values its author received.
    points: row.reactionValue,
    // The types are the built-in set; a site cannot add its own.
    custom: false,
    attributes: {},
  }));
}

/** The active type of a URL code (any case), or a 400 field error. */
async function findReactionType(db: Kysely<Database>, urlcode: string): Promise<ReactionTypeRow> {
  const row = await findActiveReactionType(db, urlcode);
  if (!row) {
    throw badRequest("The reaction type is not valid.", [
      { field: "reactionType", code: "unknown", message: `There is no reaction type ${urlcode}.` },
    ]);
  }
  return row;
}

/**
 * Whether a viewer may give a reaction type (content spec §5, the rule of
 * runtime/permissions/reaction-permission.ts): Promote needs curation.manage, a Positive type
 * reactions.positive.add, a Negative one reactions.negative.add. Flags are reports, never
 * reactions: 400.
 */
function assertCanGive(viewer: Viewer, type: ReactionTypeRow): void {
  if (isFlagReaction(type)) {
    throw badRequest("Flags are reports, not reactions.", [
      { field: "reactionType", code: "flag", message: `${type.name} cannot be given as a reaction.` },
    ]);
  }
  const permission = permissionForReaction(type);
  if (permission !== null) return authorize(viewer, permission);
  throw badRequest("The reaction type is not valid.", [
    { field: "reactionType", code: "unknown", message: `${type.name} cannot be given as a reaction.` },
  ]);
}

/**
 * Recomputes a record's score as the sum of its reactions' values inside the writing transaction,
 * never by adding or subtracting, so concurrent reactions cannot leave it off.
 */
/** Recounts the record's score and tells the discussion's open tabs (server/services/live/). */
async function recomputeScore(trx: Transaction<Database>, target: ReactionTarget): Promise<void> {
  const sum = (idColumn: "discussions.discussionID" | "comments.commentID") =>
    sql<number>`coalesce((select sum(${sql.ref("reaction_types.reactionValue")}) from ${sql.table("reactions")}
      inner join ${sql.table("reaction_types")} on ${sql.ref("reaction_types.tagID")} = ${sql.ref("reactions.tagID")}
      where ${sql.ref("reactions.recordType")} = ${target.recordType}
        and ${sql.ref("reactions.recordID")} = ${sql.ref(idColumn)}), 0)`;
  if (target.recordType === "discussion") {
    await trx
      .updateTable("discussions")
      .set({ score: sum("discussions.discussionID") })
      .where("discussionID", "=", target.recordID)
      .execute();
  } else {
    await trx
      .updateTable("comments")
      .set({ score: sum("comments.commentID") })
      .where("commentID", "=", target.recordID)
      .execute();
  }
  const table = target.recordType === "discussion" ? "discussions" : "comments";
  const idColumn = target.recordType === "discussion" ? "discussionID" : "commentID";
  const { score } = await trx
    .selectFrom(table)
    .select("score")
    .where(idColumn, "=", target.recordID)
    .executeTakeFirstOrThrow();
  const discussionID = target.thread.discussion.discussionID;
  await publishLive(trx, [
    {
      type: "reaction",
      topic: `discussion:${discussionID}`,
      discussionID,
      data: { discussionID, recordType: target.recordType, recordID: target.recordID, score: score ?? 0 },
    },
  ]);
}

/**
 * Gives the viewer's reaction to a record (`POST /{discussions|comments}/{id}/reactions`): one per
 * member and record, so a new type replaces the old one and the same type again changes nothing.
 * Closed discussions still take reactions. Answers the record's reaction counts.
 */
export async function react(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
  urlcode: string,
): Promise<ReactionSummary[]> {
  requireSignedIn(viewer);
  const target = await loadTarget(db, viewer, recordType, recordID);
  if (target.deleted) throw notFound("Comment");
  const type = await findReactionType(db, urlcode);
  assertCanGive(viewer, type);
  await db.transaction().execute(async (trx) => {
    const key = { recordType, recordID, userID: viewer.userID };
    const existing = await trx
      .selectFrom("reactions")
      .select("tagID")
      .where("recordType", "=", recordType)
      .where("recordID", "=", recordID)
      .where("userID", "=", viewer.userID)
      .executeTakeFirst();
    if (existing?.tagID === type.tagID) return;
    await trx
      .insertInto("reactions")
      .values({ ...key, tagID: type.tagID, dateInserted: nowISO() })
      .onConflict((oc) =>
        oc
          .columns(["recordType", "recordID", "userID"])
          .doUpdateSet({ tagID: type.tagID, dateInserted: nowISO() }),
      )
      .execute();
    await recomputeScore(trx, target);
    await notifyAuthor(trx, viewer, target);
  });
  return loadRecordReactions(db, viewer, recordType, recordID);
}

/**
 * Removes `userID`'s reaction to a record: one's own, or anyone's with community.moderate. Removing
 * a reaction that is not there changes nothing.
 */
export async function removeReaction(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
  userID: number,
): Promise<void> {
  requireSignedIn(viewer);
  const target = await loadTarget(db, viewer, recordType, recordID);
  if (userID !== viewer.userID) authorize(viewer, "community.moderate");
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("reactions")
      .where("recordType", "=", recordType)
      .where("recordID", "=", recordID)
      .where("userID", "=", userID)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await recomputeScore(trx, target);
  });
}

/**
 * Tells the record's author about a reaction, once per reactor and record: a change of type, or
 * removing and giving one again, tells nothing new. Never oneself, and only while the author can
 * still read the category.
 */
async function notifyAuthor(
  trx: Transaction<Database>,
  viewer: Viewer,
  target: ReactionTarget,
): Promise<void> {
  const authorID = target.authorID;
  if (authorID <= 0 || authorID === viewer.userID) return;
  const told = await trx
    .selectFrom("notifications")
    .select("notificationID")
    .where("userID", "=", authorID)
    .where("activityUserID", "=", viewer.userID)
    .where("reason", "=", REACTION_REASON)
    .where("recordType", "=", target.recordType)
    .where("recordID", "=", target.recordID)
    .executeTakeFirst();
  if (told) return;
  const author = await loadViewer(trx, authorID);
  if (author.userID === 0 || author.isBanned) return;
  const visible = await loadVisibleCategories(trx, author);
  if (!visible.some((row) => row.categoryID === target.thread.category.categoryID)) return;
  const reactor = await trx
    .selectFrom("users")
    .select("name")
    .where("userID", "=", viewer.userID)
    .executeTakeFirst();
  const { discussion } = target.thread;
  const title = `“${discussion.name}”`;
  await createNotification(trx, {
    userID: authorID,
    activityUserID: viewer.userID,
    reason: REACTION_REASON,
    body:
      target.recordType === "discussion"
        ? `${reactor?.name ?? "Someone"} reacted to your discussion ${title}`
        : `${reactor?.name ?? "Someone"} reacted to your comment in ${title}`,
    url:
      target.recordType === "discussion"
        ? discussionUrl(discussion.discussionID, discussion.name)
        : commentUrl(target.recordID),
    recordType: target.recordType,
    recordID: target.recordID,
  });
}
