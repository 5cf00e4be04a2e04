import { commentSorts, type CommentSort } from "../../../../schemas/entities/comment.schema";
import type { PagingInfo } from "../../../../schemas/entities/paging.schema";
import {
  COMMENT_THREAD_DEFAULT_LIMIT,
  type CommentThreadAssetProps,
} from "../../../../schemas/widgets/comment-thread-asset.schema";
import { stringifyQuery } from "../../../../runtime/url/query-string";
import { listComments, locateComment } from "../../../services/comments/comments";
import { getDiscussionRow } from "../../../services/discussions/discussion-get";
import type { WidgetHydrator } from "../../types";
import { POST_PAGE_SIGNATURE_EXPAND, postPageDiscussionID } from "./post-page";

/** The expansions the thread shows (src/features/posts/use-comments.ts asks for the same). */
const THREAD_EXPAND = `insertUser,${POST_PAGE_SIGNATURE_EXPAND},permissions,reactions`;

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function isCommentSort(value: unknown): value is CommentSort {
  return typeof value === "string" && (commentSorts as readonly string[]).includes(value);
}

/** The paging of a page of comments, with API URLs of its neighbours. */
function commentPaging(
  query: { discussionID: number; sort?: CommentSort; limit: number },
  page: number,
  total: number,
): PagingInfo {
  const url = (target: number) => `/api/v2/comments?${stringifyQuery({ ...query, page: target })}`;
  const paging: PagingInfo = { currentPage: page, limit: query.limit, total };
  if (page > 1) paging.prevURL = url(page - 1);
  if (page * query.limit < total) paging.nextURL = url(page + 1);
  return paging;
}

/**
 * Preloads the page of comments of the post page: sort from the query (else the definition's), page
 * from the path; on a comment permalink (record type comment) the page the comment is on, found by
 * locateComment for this sort and page size, and the comment to highlight.
 */
export const hydrateCommentThreadAsset: WidgetHydrator = async (props, ctx) => {
  const typed = props as CommentThreadAssetProps;
  const discussionID = postPageDiscussionID(props, ctx);
  if (discussionID === undefined) return props;
  const base = typed.apiParams ?? {};
  const sort = isCommentSort(ctx.params.sort) ? ctx.params.sort : base.sort;
  const limit = base.limit ?? COMMENT_THREAD_DEFAULT_LIMIT;
  let page = positiveInt(ctx.params.page) ?? base.page ?? 1;
  const extra: Partial<CommentThreadAssetProps> = {};
  if (ctx.recordType === "comment" && ctx.recordID > 0) {
    page = (await locateComment(ctx.db, ctx.viewer, ctx.recordID, { sort, limit })).page;
    extra.highlightCommentID = ctx.recordID;
  }
  const list = (at: number) =>
    listComments(ctx.db, ctx.viewer, { discussionID, sort, page: at, limit, expand: THREAD_EXPAND });
  const [row, first] = await Promise.all([getDiscussionRow(ctx.db, ctx.viewer, discussionID), list(page)]);
  let result = first;
  // A page past the end (/p99 of 3 pages) shows the last page: content spec §4 keeps the pager's
  // page between 1 and the page count; the browser then replaces the address with the last page's.
  const lastPage = Math.max(1, Math.ceil(result.total / limit));
  if (page > lastPage) {
    page = lastPage;
    result = await list(page);
  }
  return {
    ...props,
    ...extra,
    discussionID,
    discussionName: row.name,
    categoryID: row.categoryID,
    closed: row.closed === 1,
    apiParams: { ...base, ...(sort ? { sort } : {}), page, limit },
    comments: result.comments,
    initialPaging: commentPaging({ discussionID, ...(sort ? { sort } : {}), limit }, page, result.total),
  };
};
