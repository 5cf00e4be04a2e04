import type { Kysely } from "kysely";
import {
  reactedRecordExpands,
  type ReactedRecord,
  type UserReactedQuery,
} from "../../../schemas/api/user-lookup.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { isFlagReaction } from "../../../runtime/permissions/reaction-permission";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { notFound } from "../../http/errors";
import { readExpand } from "../../http/expand";
import { loadVisibleCategories } from "../categories/categories";
import { commentUrl } from "../comments/comment-access";
import { discussionUrl } from "../discussions/discussion-presenter";
import { findActiveReactionType } from "../reactions/reaction-types";
import { receivedReactions } from "./received-reactions";
import { loadUserFragments, unknownUserFragment } from "./user-fragments";

/** The default and the largest page of reacted posts. */
export const REACTED_LIMITS = { default: 30, max: 100 } as const;

/** A page of reacted posts and how many there are in all. */
export interface ReactedPage {
  records: ReactedRecord[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A member's posts that received one reaction (content spec §2 `/profile/reactions/{name}?reaction=`,
 * Vanilla's `GET /users/{id}/reacted`), the most recently reacted to first, each post once. Only posts
 * in categories the viewer may see (content spec §6), no deleted comments; a flag is a report, not a
 * public reaction, so flags answer 404 like an unknown reaction to anyone but moderators.
 *
 * The order is by each post's latest reaction, known only once its reactions are grouped, so every
 * page groups them all and the page is taken from that grouped, sorted list of (kind, ID) pairs: a
 * deep page costs what page 1 does, and only the page's posts are read. Ties in the date fall back
 * to the kind and the ID, so pages never overlap.
 */
export async function listReactedRecords(
  db: Kysely<Database>,
  viewer: Viewer,
  userID: number,
  query: UserReactedQuery,
): Promise<ReactedPage> {
  const limit = Math.min(REACTED_LIMITS.max, Math.max(1, Math.floor(query.limit ?? REACTED_LIMITS.default)));
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const type = await findActiveReactionType(db, query.reactionUrlcode);
  if (!type || (isFlagReaction(type) && !hasPermission(viewer.checker, "community.moderate")))
    throw notFound("Reaction");
  const categoryIDs = (await loadVisibleCategories(db, viewer)).map((row) => row.categoryID);
  if (categoryIDs.length === 0) return { records: [], total: 0, page, limit };

  const reacted = db
    .selectFrom(receivedReactions(db, { categoryIDs, authorID: userID, tagID: type.tagID }).as("x"))
    .select((eb) => ["x.kind", "x.recordID", eb.fn.max("x.dateInserted").as("dateReacted")])
    .groupBy(["x.kind", "x.recordID"]);
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom(reacted.as("r"))
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(reacted.as("r"))
      .select(["r.kind", "r.recordID"])
      .orderBy("r.dateReacted", "desc")
      .orderBy("r.kind")
      .orderBy("r.recordID", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const expand = readExpand(query.expand, reactedRecordExpands);
  const records = await presentReacted(db, viewer, rows, expand.has("insertUser") ? userID : null);
  return { records, total: Number(total), page, limit };
}

/** The posts of a page, in its order, with their discussions' titles and, when asked, their author. */
async function presentReacted(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly { kind: string; recordID: number }[],
  authorID: number | null,
): Promise<ReactedRecord[]> {
  const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.recordID);
  const commentIDs = idsOf("comment");
  const comments = commentIDs.length
    ? await db.selectFrom("comments").selectAll().where("commentID", "in", commentIDs).execute()
    : [];
  const discussionIDs = [...new Set([...idsOf("discussion"), ...comments.map((row) => row.discussionID)])];
  const discussions = new Map(
    discussionIDs.length
      ? (
          await db.selectFrom("discussions").selectAll().where("discussionID", "in", discussionIDs).execute()
        ).map((row) => [row.discussionID, row])
      : [],
  );
  const commentByID = new Map(comments.map((row) => [row.commentID, row]));
  const author =
    authorID === null
      ? undefined
      : ((await loadUserFragments(db, viewer, [authorID])).get(authorID) ?? unknownUserFragment);
  return rows.flatMap((row): ReactedRecord[] => {
    const comment = row.kind === "comment" ? commentByID.get(row.recordID) : undefined;
    const discussion = discussions.get(comment ? comment.discussionID : row.recordID);
    if (!discussion || (row.kind === "comment" && !comment)) return [];
    const post = comment ?? discussion;
    const record: ReactedRecord = {
      name: comment ? `Re: ${discussion.name}` : discussion.name,
      body: post.bodyHtml ?? "",
      insertUserID: post.insertUserID,
      dateInserted: toISO(post.dateInserted) ?? "",
      recordID: row.recordID,
      recordType: comment ? "Comment" : "Discussion",
      discussionID: discussion.discussionID,
      url: comment ? commentUrl(comment.commentID) : discussionUrl(discussion.discussionID, discussion.name),
    };
    // A post never edited has no edit date: the key is left out (Vanilla's field is a date, never null).
    const dateUpdated = toISO(post.dateUpdated);
    if (dateUpdated) record.dateUpdated = dateUpdated;
    if (comment) record.commentID = comment.commentID;
    if (author) record.insertUser = author;
    return [record];
  });
}
