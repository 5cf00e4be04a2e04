import type { Kysely, Selectable } from "kysely";
import { stampedReads } from "../../db/stamped-cache";
import type {
  Discussion,
  DiscussionExpand,
  ReactionSummary,
} from "../../../schemas/entities/discussion.schema";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { categoryUrl, type CategoryRow } from "../categories/categories";
import { cutExcerpt } from "../../../runtime/format/excerpt";
import { discussionPermissions, readPostRules, type PostRules } from "./discussion-permissions";
import { loadReactionSummaries } from "../reactions/reaction-summaries";
import { loadUserFragments, shouldLoadSignatures, unknownUserFragment } from "../users/user-fragments";
import { loadQuestionStates, type QuestionState } from "../addons/qna";
import { pendingViewsOf } from "../site/pending-views";

/** A row of the discussions table. */
export type DiscussionRow = Selectable<Database["discussions"]>;

/**
 * A discussion row as lists read it: without the stored body, with its HTML only when the list
 * carries it (the API's lists do, server-rendered pages do not), and only the opening of the text.
 */
export type ListedDiscussionRow = Omit<DiscussionRow, "body" | "bodyHtml"> &
  Partial<Pick<DiscussionRow, "bodyHtml">>;

/** A URL slug of a title: lower case, words joined by dashes. */
export function slugify(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "discussion"
  );
}

/** The URL of a discussion: `/discussion/{id}/{slug}`. */
export function discussionUrl(discussionID: number, name: string): string {
  return `/discussion/${discussionID}/${encodeURIComponent(slugify(name))}`;
}

/** Where a discussion is pinned: "category" or "recent"; null when it is not pinned. */
export function pinLocationOf(
  row: Pick<DiscussionRow, "pinned" | "pinLocation">,
): "category" | "recent" | null {
  return row.pinned === 1 ? (row.pinLocation === "category" ? "category" : "recent") : null;
}

/** What {@link presentDiscussion} needs beside the row, loaded once for a page of rows. */
export interface DiscussionRelated {
  users: Map<number, UserFragment>;
  tags: Map<number, { tagID: number; name: string; urlcode: string }[]>;
  reads: Map<
    number,
    { bookmarked: number; dismissed: number; countCommentsRead: number; dateLastViewed: unknown }
  >;
  isSignedIn: boolean;
  /**
   * The signed-in member's first visit (their registration), in ms: what happened before it is not
   * new to them. Null for a guest.
   */
  memberSince: number | null;
  /** Of the discussions started before the member's first visit and never opened: comments since. */
  commentsSinceJoining: Map<number, number>;
  /** With expand=reactions. */
  reactions: Map<number, ReactionSummary[]>;
  /** With expand=permissions: the site rules the permissions depend on. */
  rules: PostRules | null;
  viewer: Viewer;
  /** The Q&A addon's state of the questions (empty while the addon is off). */
  questions: Map<number, QuestionState>;
}

/** When members joined, read once per member until anything is written (a page presents several lists). */
const joinedReads = stampedReads<{ dateInserted: string | Date } | undefined>(1000);
function memberJoined(db: Kysely<Database>, userID: number) {
  return joinedReads(db, String(userID), () =>
    db.selectFrom("users").select("dateInserted").where("userID", "=", userID).executeTakeFirst(),
  );
}

/** Loads the related records of a page of discussions: one query per kind. */
export async function loadRelated(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly ListedDiscussionRow[],
  expand: Set<DiscussionExpand>,
): Promise<DiscussionRelated> {
  const ids = rows.map((row) => row.discussionID);
  const userIDs = [
    ...(expand.has("insertUser") ? rows.map((row) => row.insertUserID) : []),
    ...(expand.has("lastUser") ? rows.map((row) => row.lastCommentUserID ?? row.insertUserID) : []),
  ];
  const withSignatures = await shouldLoadSignatures(
    db,
    expand.has("insertUser") && expand.has("insertUser.signature"),
  );
  const [users, tagRows, readRows, reactions, rules, questions, member] = await Promise.all([
    loadUserFragments(db, viewer, userIDs, { withSignatures }),
    expand.has("tags") && ids.length
      ? db
          .selectFrom("discussion_tags")
          .innerJoin("tags", "tags.tagID", "discussion_tags.tagID")
          .select(["discussion_tags.discussionID", "tags.tagID", "tags.name", "tags.urlcode"])
          .where("discussion_tags.discussionID", "in", ids)
          .orderBy("tags.name")
          .execute()
      : Promise.resolve([]),
    viewer.userID > 0 && ids.length
      ? db
          .selectFrom("user_discussions")
          .select(["discussionID", "bookmarked", "dismissed", "countCommentsRead", "dateLastViewed"])
          .where("userID", "=", viewer.userID)
          .where("discussionID", "in", ids)
          .execute()
      : Promise.resolve([]),
    expand.has("reactions")
      ? loadReactionSummaries(db, viewer, "discussion", ids)
      : Promise.resolve(new Map<number, ReactionSummary[]>()),
    expand.has("permissions") ? readPostRules(db) : Promise.resolve(null),
    loadQuestionStates(db, rows),
    viewer.userID > 0 ? memberJoined(db, viewer.userID) : Promise.resolve(undefined),
  ]);
  const memberSince = member ? timeOf(member.dateInserted) : null;
  const reads = withPendingReads(
    db,
    viewer.userID,
    ids,
    new Map(readRows.map(({ discussionID, ...read }) => [discussionID, read])),
  );
  const commentsSinceJoining = await countCommentsSince(db, rows, reads, memberSince);
  const tags = new Map<number, { tagID: number; name: string; urlcode: string }[]>();
  for (const { discussionID, ...tag } of tagRows)
    tags.set(discussionID, [...(tags.get(discussionID) ?? []), tag]);
  return {
    users,
    tags,
    reads,
    isSignedIn: viewer.userID > 0,
    memberSince,
    commentsSinceJoining,
    reactions,
    rules,
    viewer,
    questions,
  };
}

/**
 * The stored read marks with the ones this process has not stored yet laid over them, so a list read
 * right after a member viewed a discussion shows it read (server/services/site/pending-views.ts).
 */
function withPendingReads(
  db: Kysely<Database>,
  userID: number,
  ids: readonly number[],
  reads: DiscussionRelated["reads"],
): DiscussionRelated["reads"] {
  const pending = userID > 0 ? pendingViewsOf(db) : undefined;
  // NOTE: mutates `reads`, a map made for this call.
  if (!pending) return reads;
  for (const discussionID of ids) {
    const mark = pending.pendingRead(userID, discussionID);
    if (!mark) continue;
    const stored = reads.get(discussionID) ?? { bookmarked: 0, dismissed: 0 };
    const { dateLastViewed, countCommentsRead } = mark;
    reads.set(discussionID, { ...stored, dateLastViewed, countCommentsRead });
  }
  return reads;
}

/** A stored date in ms (NaN when it is none). */
function timeOf(value: unknown): number {
  return Date.parse(toISO(value as string) ?? "");
}

/**
 * The comments since the member's first visit, for the discussions started before it that the member
 * never opened and that had comments since: one grouped query for the page.
 */
async function countCommentsSince(
  db: Kysely<Database>,
  rows: readonly ListedDiscussionRow[],
  reads: ReadonlyMap<number, { dateLastViewed: unknown }>,
  memberSince: number | null,
): Promise<Map<number, number>> {
  if (memberSince === null || Number.isNaN(memberSince)) return new Map();
  const ids = rows
    .filter(
      (row) =>
        !reads.get(row.discussionID)?.dateLastViewed &&
        timeOf(row.dateInserted) < memberSince &&
        timeOf(row.dateLastComment) > memberSince,
    )
    .map((row) => row.discussionID);
  if (ids.length === 0) return new Map();
  const counted = await db
    .selectFrom("comments")
    .select((eb) => ["discussionID", eb.fn.countAll<number | string>().as("n")])
    .where("discussionID", "in", ids)
    .where("dateInserted", ">", new Date(memberSince).toISOString())
    .groupBy("discussionID")
    .execute();
  return new Map(counted.map((row) => [row.discussionID, Number(row.n)]));
}

/**
 * Whether a discussion the member never opened started before their first visit: it is not new to
 * them, only the comments since are.
 */
function predatesMember(row: ListedDiscussionRow, memberSince: number | null): boolean {
  return memberSince !== null && timeOf(row.dateInserted) < memberSince;
}

/** Turns a discussion row into the API record, with the expansions asked for (and the body if `withBody`). */
export function presentDiscussion(
  row: ListedDiscussionRow,
  ctx: DiscussionRelated & {
    visible: readonly CategoryRow[];
    expand: Set<DiscussionExpand>;
    withBody?: boolean;
  },
): Discussion {
  const { expand } = ctx;
  const lastUserID = row.lastCommentUserID ?? row.insertUserID;
  const category = ctx.visible.find((c) => c.categoryID === row.categoryID);
  const read = ctx.reads.get(row.discussionID);
  // Never opened counts as unread, unless it started before the member's first visit: then only the
  // comments since are. Once opened, comments beyond the ones read are unread.
  const isOld = !read?.dateLastViewed && predatesMember(row, ctx.memberSince);
  const countUnread = !ctx.isSignedIn
    ? 0
    : read?.dateLastViewed
      ? Math.max(0, row.countComments - read.countCommentsRead)
      : isOld
        ? (ctx.commentsSinceJoining.get(row.discussionID) ?? 0)
        : row.countComments;
  const url = discussionUrl(row.discussionID, row.name);
  const discussion: Discussion = {
    discussionID: row.discussionID,
    type: row.type,
    name: row.name,
    categoryID: row.categoryID,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated),
    dateLastComment: toISO(row.dateLastComment) ?? toISO(row.dateInserted) ?? "",
    insertUserID: row.insertUserID,
    lastUserID,
    pinned: row.pinned === 1,
    pinLocation: pinLocationOf(row),
    closed: row.closed === 1,
    sink: row.sink === 1,
    resolved: row.resolved === 1,
    countComments: row.countComments,
    countViews: row.countViews,
    score: row.score,
    url,
    canonicalUrl: url,
    bookmarked: read?.bookmarked === 1,
    dismissed: read?.dismissed === 1,
    unread: ctx.isSignedIn && ((!read?.dateLastViewed && !isOld) || countUnread > 0),
    ...(ctx.isSignedIn ? { countUnread } : {}),
    // Always an object, as Vanilla's clients read it: empty while no addon keeps data on it.
    attributes: {},
  };
  if (expand.has("insertUser"))
    discussion.insertUser = ctx.users.get(row.insertUserID) ?? unknownUserFragment;
  if (expand.has("lastUser")) {
    // The signature was asked for on insertUser only; the fragments are shared by both.
    const { signature: _signature, ...lastUser } = ctx.users.get(lastUserID) ?? unknownUserFragment;
    discussion.lastUser = lastUser;
  }
  if (expand.has("category") && category) {
    discussion.category = {
      categoryID: category.categoryID,
      name: category.name,
      url: categoryUrl(category.categoryID),
      color: category.color,
    };
  }
  if (expand.has("tags")) discussion.tags = ctx.tags.get(row.discussionID) ?? [];
  if (expand.has("excerpt")) discussion.excerpt = cutExcerpt(row.bodyText ?? "");
  if (expand.has("breadcrumbs")) discussion.breadcrumbs = breadcrumbsOf(row.categoryID, ctx.visible);
  if (expand.has("reactions")) discussion.reactions = ctx.reactions.get(row.discussionID) ?? [];
  if (expand.has("permissions") && ctx.rules)
    discussion.permissions = discussionPermissions(row, ctx.viewer, ctx.rules);
  const question = ctx.questions.get(row.discussionID);
  if (question) discussion.attributes = { question };
  if (ctx.withBody) {
    discussion.body = row.bodyHtml ?? "";
    discussion.format = row.format;
  }
  return discussion;
}

/** Home, then the category's ancestors and the category itself. */
export function breadcrumbsOf(
  categoryID: number,
  visible: readonly CategoryRow[],
): { name: string; url: string }[] {
  const chain: { name: string; url: string }[] = [];
  let current = visible.find((c) => c.categoryID === categoryID);
  while (current) {
    chain.unshift({ name: current.name, url: categoryUrl(current.categoryID) });
    const parentID = current.parentCategoryID;
    current = parentID === null ? undefined : visible.find((c) => c.categoryID === parentID);
  }
  return [{ name: "Home", url: "/" }, ...chain];
}
