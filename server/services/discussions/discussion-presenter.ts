import type { Kysely, Selectable } from "kysely";
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

/** A row of the discussions table. */
export type DiscussionRow = Selectable<Database["discussions"]>;

/**
 * A discussion row as lists read it: without the stored body and its HTML (lists never show them,
 * and a long post would make every page of the list carry it), and only the opening of the text.
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

/** What {@link presentDiscussion} needs beside the row, loaded once for a page of rows. */
export interface DiscussionRelated {
  users: Map<number, UserFragment>;
  tags: Map<number, { tagID: number; name: string; urlcode: string }[]>;
  reads: Map<
    number,
    { bookmarked: number; dismissed: number; countCommentsRead: number; dateLastViewed: unknown }
  >;
  isSignedIn: boolean;
  /** With expand=reactions. */
  reactions: Map<number, ReactionSummary[]>;
  /** With expand=permissions: the site rules the permissions depend on. */
  rules: PostRules | null;
  viewer: Viewer;
  /** The Q&A addon's state of the questions (empty while the addon is off). */
  questions: Map<number, QuestionState>;
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
  const [users, tagRows, readRows, reactions, rules, questions] = await Promise.all([
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
  ]);
  const tags = new Map<number, { tagID: number; name: string; urlcode: string }[]>();
  for (const { discussionID, ...tag } of tagRows)
    tags.set(discussionID, [...(tags.get(discussionID) ?? []), tag]);
  return {
    users,
    tags,
    reads: new Map(readRows.map(({ discussionID, ...read }) => [discussionID, read])),
    isSignedIn: viewer.userID > 0,
    reactions,
    rules,
    viewer,
    questions,
  };
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
  // Never opened counts as unread; afterwards, comments beyond the ones read are unread.
  const countUnread = !ctx.isSignedIn
    ? 0
    : read?.dateLastViewed
      ? Math.max(0, row.countComments - read.countCommentsRead)
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
    pinLocation: row.pinned === 1 ? (row.pinLocation === "category" ? "category" : "recent") : null,
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
    unread: ctx.isSignedIn && (!read?.dateLastViewed || countUnread > 0),
    ...(ctx.isSignedIn ? { countUnread } : {}),
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
