import qs from "qs";
import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  discussionExpands,
  type Discussion,
  type DiscussionSort,
} from "../../../schemas/entities/discussion.schema";
import type { PagingInfo } from "../../../schemas/entities/paging.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { readExpand } from "../../http/expand";
import { badRequest, forbidden } from "../../http/errors";
import type { QuestionStatus } from "../../../schemas/entities/question-status";
import { isAddonEnabled } from "../addons/addons";
import { isQuestionInStatus } from "../addons/qna-status";
import { followedCategoryIDs, loadVisibleCategories, withDescendants } from "../categories/categories";
import { parseDateRange } from "../../http/date-range";
import {
  isAnnouncement,
  orderBySort,
  readPage,
  selectListed,
  whereInRange,
  type DiscussionFilter,
} from "./discussion-list-sql";
import { loadRelated, presentDiscussion, type ListedDiscussionRow } from "./discussion-presenter";

// The URL helpers live with the presenter; other services import them from here.
export { discussionUrl, slugify } from "./discussion-presenter";
// One discussion (GET /discussions/{id}, the post page) lives in its own file; callers import it here.
export { getDiscussion, type GetDiscussionOptions } from "./discussion-get";

/** The default and the largest page size of discussion lists. */
export const DISCUSSION_LIMITS = { default: 30, max: 100 } as const;

/** Filters, order, page and expansions of {@link listDiscussions} (Vanilla's query names). */
export interface DiscussionListQuery {
  categoryID?: number;
  includeChildCategories?: boolean;
  tagID?: number | number[];
  insertUserID?: number;
  /** true: only discussions in categories the viewer follows (signed-in viewers only). */
  followed?: boolean;
  /** true: only discussions the viewer bookmarked (signed-in viewers only). */
  bookmarked?: boolean;
  /** A date range (content spec §3): `2026-01-01`, `[start,end]`, `>=start`, `<=end`, `>x`, `<x`. */
  dateInserted?: string;
  /** A date range on the last comment's date, same syntax as dateInserted. */
  dateLastComment?: string;
  /** Q&A addon: only the questions in this state (a 400 while the addon is off). */
  status?: QuestionStatus;
  /** true: only pinned; false: no pinned; absent: all, announcements first (`pinOrder`). */
  pinned?: boolean;
  /** "first" (default) lists announcements first; "mixed" sorts them with the rest. */
  pinOrder?: "first" | "mixed";
  sort?: DiscussionSort;
  page?: number;
  limit?: number;
  /** A comma list or array of fields to expand; "all" for every one. */
  expand?: string | string[];
}

/** How {@link listDiscussions} presents the page, beside the query. */
export interface DiscussionListOptions {
  /**
   * Whether each discussion carries its body (the stored HTML, read in the list's one query), as
   * the API's list does. Pages rendered on the server leave it out: their lists never show it.
   */
  withBody?: boolean;
}

/** A page of discussions and the size of the whole list. */
export interface DiscussionListResult {
  discussions: Discussion[];
  total: number;
  page: number;
  limit: number;
}

/**
 * Lists the discussions the viewer can see (categories without `discussions.view` are left out),
 * filtered, sorted and paged, with the asked-for records expanded. Related users, tags, categories and
 * the viewer's read state are loaded with one query each, never per discussion.
 */
export async function listDiscussions(
  db: Kysely<Database>,
  viewer: Viewer,
  query: DiscussionListQuery,
  options: DiscussionListOptions = {},
): Promise<DiscussionListResult> {
  const withBody = options.withBody ?? true;
  if ((query.followed || query.bookmarked) && viewer.userID === 0) {
    throw forbidden("You must sign in first.", "Followed and bookmarked discussions are per member.");
  }
  // Read the ranges first, so a bad one is a 400 whatever else the query holds.
  const inserted = query.dateInserted ? parseDateRange(query.dateInserted, "dateInserted") : undefined;
  const lastComment = query.dateLastComment
    ? parseDateRange(query.dateLastComment, "dateLastComment")
    : undefined;
  const { status } = query;
  if (status !== undefined && !(await isAddonEnabled(db, "qna"))) {
    throw badRequest("Questions can be filtered by status only while the Q&A addon is on.", [
      { field: "status", code: "addonDisabled", message: "The Q&A addon is off." },
    ]);
  }
  const limit = Math.min(
    DISCUSSION_LIMITS.max,
    Math.max(1, Math.floor(query.limit ?? DISCUSSION_LIMITS.default)),
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const visible = await loadVisibleCategories(db, viewer);
  let categoryIDs = visible.map((row) => row.categoryID);
  if (query.categoryID !== undefined) {
    const scope = new Set(
      query.includeChildCategories ? withDescendants(visible, query.categoryID) : [query.categoryID],
    );
    categoryIDs = categoryIDs.filter((id) => scope.has(id));
  }
  if (query.followed) {
    const followed = await followedCategoryIDs(db, viewer.userID);
    categoryIDs = categoryIDs.filter((id) => followed.has(id));
  }
  if (categoryIDs.length === 0) return { discussions: [], total: 0, page, limit };

  const tagIDs = query.tagID === undefined ? [] : [query.tagID].flat();
  /** The discussions that pass every filter, matched on `categoryColumn`. */
  const filtered = (categoryColumn: RawBuilder<number>): DiscussionFilter => {
    let base = db.selectFrom("discussions").where(categoryColumn, "in", categoryIDs);
    if (tagIDs.length) {
      base = base.where("discussions.discussionID", "in", (eb) =>
        eb.selectFrom("discussion_tags").select("discussion_tags.discussionID").where("tagID", "in", tagIDs),
      );
    }
    if (query.insertUserID !== undefined)
      base = base.where("discussions.insertUserID", "=", query.insertUserID);
    if (query.pinned !== undefined) base = base.where("discussions.pinned", "=", query.pinned ? 1 : 0);
    if (query.bookmarked) {
      base = base.where("discussions.discussionID", "in", (eb) =>
        eb
          .selectFrom("user_discussions")
          .select("user_discussions.discussionID")
          .where("user_discussions.userID", "=", viewer.userID)
          .where("user_discussions.bookmarked", "=", 1),
      );
    }
    if (status !== undefined) base = base.where((eb) => isQuestionInStatus(eb, status));
    if (inserted) base = whereInRange(base, "discussions.dateInserted", inserted);
    if (lastComment) base = whereInRange(base, "discussions.dateLastComment", lastComment);
    return base;
  };
  // The count reads the category index (a range per category, no table rows). Without a category
  // filter the list instead reads the dateLastComment index in order and stops after a page; the
  // unary plus keeps the planner from choosing the category index and sorting every row.
  const plainCategory = sql<number>`${sql.ref("discussions.categoryID")}`;
  const base = filtered(
    query.categoryID === undefined ? sql<number>`+${sql.ref("discussions.categoryID")}` : plainCategory,
  );
  const { total } = await filtered(plainCategory)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();

  const sort = query.sort ?? "-dateLastComment";
  const offset = (page - 1) * limit;
  let rows: ListedDiscussionRow[];
  if (query.pinned === undefined && (query.pinOrder ?? "first") === "first") {
    // Announcements come first, so they open page 1: "recent" pins everywhere, "category" pins in
    // their own category's list. They are few, so they are read apart from the rest: ordering every
    // row by an "is announced" expression would sort the whole table on each request.
    const announced = await orderBySort(
      selectListed(base, withBody).where((eb) => isAnnouncement(eb, query.categoryID, viewer.userID)),
      sort,
    ).execute();
    const fromAnnounced = announced.slice(offset, offset + limit);
    const rest =
      fromAnnounced.length < limit
        ? await readPage(
            base.where((eb) => eb.not(isAnnouncement(eb, query.categoryID, viewer.userID))),
            sort,
            Math.max(0, offset - announced.length),
            limit - fromAnnounced.length,
            withBody,
          )
        : [];
    rows = [...fromAnnounced, ...rest];
  } else {
    rows = await readPage(base, sort, offset, limit, withBody);
  }

  const expand = readExpand(query.expand, discussionExpands);
  const related = await loadRelated(db, viewer, rows, expand);
  const discussions = rows.map((row) => presentDiscussion(row, { ...related, visible, expand, withBody }));
  return { discussions, total: Number(total), page, limit };
}

/**
 * The paging of a listed page (DECISIONS "Paging"), with API URLs of its neighbours built from the
 * same query, so hydrated props carry what the client would read from the headers.
 */
export function discussionListPaging(
  query: Record<string, unknown>,
  result: Pick<DiscussionListResult, "page" | "limit" | "total">,
): PagingInfo {
  const urlOf = (page: number) =>
    `/api/v2/discussions?${qs.stringify({ ...query, page, limit: result.limit }, { arrayFormat: "brackets" })}`;
  const lastPage = Math.max(1, Math.ceil(result.total / result.limit));
  return {
    currentPage: result.page,
    total: result.total,
    limit: result.limit,
    ...(result.page < lastPage ? { nextURL: urlOf(result.page + 1) } : {}),
    ...(result.page > 1 ? { prevURL: urlOf(result.page - 1) } : {}),
  };
}
