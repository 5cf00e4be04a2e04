import type { Kysely } from "kysely";
import { stampedReads } from "../../db/stamped-cache";
import { loadPostFiles } from "../media/post-files";
import type { ViewCounter } from "../site/tracking";
import { pendingViewsOf } from "../site/pending-views";
import {
  discussionExpands,
  type Discussion,
  type DiscussionEdit,
  type DiscussionExpand,
} from "../../../schemas/entities/discussion.schema";
import type { PostQuote } from "../../../schemas/entities/comment.schema";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { forbidden, notFound } from "../../http/errors";
import { isCategoryVisible, loadVisibleCategories } from "../categories/categories";
import {
  discussionUrl,
  loadRelated,
  pinLocationOf,
  presentDiscussion,
  type DiscussionRow,
} from "./discussion-presenter";
import { discussionEditWindow, readPostRules } from "./discussion-permissions";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";

/** What GET /discussions/{id} expands when the query names nothing else (`-name` removes one). */
export const defaultDiscussionExpand: readonly DiscussionExpand[] = [
  "insertUser",
  "breadcrumbs",
  "category",
  "tags",
  "permissions",
];

/** Options of {@link getDiscussion}. */
export interface GetDiscussionOptions {
  /** The raw `expand` query value; added to {@link defaultDiscussionExpand}, `-name` removes one. */
  expand?: unknown;
  /**
   * Counts a view (countViews + 1, when the counter says this viewer's view counts) and, for a
   * signed-in viewer, records the read state (dateLastViewed, countCommentsRead = countComments),
   * both in memory until the next batch (server/services/site/pending-views.ts): the read writes
   * nothing. Off by default: only page views record.
   */
  recordView?: ViewCounter;
}

/**
 * Discussion rows by ID, kept until anything is written: a post page reads its discussion from several
 * widgets (details, breadcrumbs, comments, head). Shared: callers copy before changing.
 */
const discussionRows = stampedReads<DiscussionRow | undefined>(500);

/**
 * A discussion row, when the viewer may see it. One in a hidden category (content spec §6) answers
 * the same 404 as a missing one, so readers cannot probe for staff discussions by ID.
 */
export async function getDiscussionRow(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
): Promise<DiscussionRow> {
  const row = await discussionRows(db, String(discussionID), async () => {
    const read = await db
      .selectFrom("discussions")
      .selectAll("discussions")
      .where("discussionID", "=", discussionID)
      .executeTakeFirst();
    return read && Object.freeze(read);
  });
  if (!row || !(await isCategoryVisible(db, viewer, row.categoryID))) throw notFound("Discussion");
  return row;
}

/**
 * One discussion as the viewer sees it: the full presented record with its rendered `body` and
 * `format`, and the default expansions (insertUser, breadcrumbs, category, tags, permissions) plus
 * the asked-for ones. Throws notFound like {@link getDiscussionRow}.
 */
export async function getDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  options: GetDiscussionOptions = {},
): Promise<Discussion> {
  let row = await getDiscussionRow(db, viewer, discussionID);
  options.recordView?.(viewer, row);
  // The views this process counted and has not stored yet show at once.
  const pending = pendingViewsOf(db)?.pendingCount(discussionID) ?? 0;
  if (pending > 0) row = { ...row, countViews: row.countViews + pending };
  const expand = readDiscussionExpand(options.expand);
  const [visible, related, files] = await Promise.all([
    loadVisibleCategories(db, viewer),
    loadRelated(db, viewer, [row], expand),
    loadPostFiles(db, "discussion", [discussionID]),
  ]);
  const discussion = presentDiscussion(row, { ...related, visible, expand, withBody: true });
  const attached = files.get(discussionID);
  return attached ? { ...discussion, files: attached } : discussion;
}

/** The defaults, plus what `raw` asks for, minus the `-name` entries (DECISIONS "Queries"). */
export function readDiscussionExpand(raw: unknown): Set<DiscussionExpand> {
  const values = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim());
  const wanted = new Set<DiscussionExpand>(defaultDiscussionExpand);
  const known = discussionExpands as readonly string[];
  for (const value of values) {
    if (value === "all" || value === "true") discussionExpands.forEach((name) => wanted.add(name));
    else if (known.includes(value)) wanted.add(value as DiscussionExpand);
  }
  for (const value of values) {
    if (value.startsWith("-")) wanted.delete(value.slice(1) as DiscussionExpand);
  }
  return wanted;
}

/**
 * A discussion as written, for the post editor (`GET /discussions/{id}/edit`): only for whoever may
 * edit it now (the author within the edit window, or an editor); 403 otherwise.
 */
export async function getDiscussionEdit(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
): Promise<DiscussionEdit> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  const rules = await readPostRules(db);
  if (!discussionEditWindow(row, viewer, rules).canEdit) {
    throw forbidden("Permission Problem", "You may not edit this discussion.");
  }
  const tags = await db
    .selectFrom("discussion_tags")
    .select("tagID")
    .where("discussionID", "=", discussionID)
    .orderBy("tagID")
    .execute();
  return {
    discussionID: row.discussionID,
    name: row.name,
    body: row.body,
    format: row.format,
    categoryID: row.categoryID,
    type: row.type,
    tagIDs: tags.map((tag) => tag.tagID),
    pinned: row.pinned === 1,
    pinLocation: pinLocationOf(row),
    closed: row.closed === 1,
    sink: row.sink === 1,
  };
}

/** What a quote of the discussion needs (`GET /discussions/{id}/quote`, schemas postQuoteSchema). */
export async function getDiscussionQuote(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
): Promise<PostQuote> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  const users = await loadUserFragments(db, viewer, [row.insertUserID]);
  return {
    recordType: "discussion",
    recordID: row.discussionID,
    discussionID: row.discussionID,
    name: row.name,
    bodyRaw: row.body,
    format: row.format,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated),
    url: discussionUrl(row.discussionID, row.name),
    insertUser: users.get(row.insertUserID) ?? unknownUserFragment,
  };
}
