import { useCallback } from "react";
import useSWR from "swr";
import type { Comment, CommentSort } from "../../../schemas/entities/comment.schema";
import type { PagingInfo } from "../../../schemas/entities/paging.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { stringifyQuery } from "../../../runtime/url/query-string";

/**
 * The expansions the thread shows (the server hydrator preloads the same, so a refetch after posting
 * keeps the signatures, content spec §5).
 */
export const COMMENT_THREAD_EXPAND = "insertUser,insertUser.signature,permissions,reactions";

/** A page of a comment thread. */
export interface CommentQuery {
  discussionID: number;
  sort: CommentSort;
  page: number;
  limit: number;
}

/** One page of comments and where it sits. */
export interface CommentPage {
  comments: Comment[];
  paging: PagingInfo;
}

/** The swr prefix of every page of a discussion's comments, for revalidating them all after a write. */
export function commentsKeyPrefix(discussionID: number): string {
  return `comments?discussionID=${discussionID}&`;
}

/** The swr key of a page of comments: the API path with its query (runtime/data/swr-config). */
export function commentsKey(query: CommentQuery): string {
  const { discussionID, ...rest } = query;
  return `${commentsKeyPrefix(discussionID)}${stringifyQuery({ ...rest, expand: COMMENT_THREAD_EXPAND })}`;
}

/** Loads a page of comments; the paging comes from the response headers. */
export async function fetchCommentPage(key: string): Promise<CommentPage> {
  const response = await apiClient.get<Comment[]>(key);
  return {
    comments: response.data,
    paging: response.paging ?? { currentPage: 1, limit: Math.max(1, response.data.length) },
  };
}

/** The page with one comment replaced by its saved version; undefined stays undefined. */
export function replaceComment(page: CommentPage | undefined, updated: Comment): CommentPage | undefined {
  return (
    page && {
      ...page,
      comments: page.comments.map((c) => (c.commentID === updated.commentID ? { ...c, ...updated } : c)),
    }
  );
}

/**
 * A page of a discussion's comments. NOTE: the cache entry holds a {@link CommentPage}. With
 * `initial` (the page the server preloaded) nothing is requested on mount, so the cache stays empty
 * and the page shown is swr's fallback: `updateComment` writes a saved comment over the page shown
 * (the cache's or else the preloaded one), never over the empty cache, which would leave the
 * preloaded copy, the old text, on screen.
 */
export function useComments(query: CommentQuery, initial?: CommentPage) {
  const swr = useSWR<CommentPage>(
    commentsKey(query),
    fetchCommentPage,
    initial
      ? {
          fallbackData: initial,
          // A preloaded page without reactions (content spec §3: "when expanded") is fetched again once.
          revalidateOnMount: initial.comments.some((comment) => comment.reactions === undefined),
          revalidateIfStale: false,
        }
      : { keepPreviousData: true },
  );
  const { mutate } = swr;
  const updateComment = useCallback(
    (updated: Comment) =>
      void mutate((current) => replaceComment(current ?? initial, updated), { revalidate: false }),
    [mutate, initial],
  );
  return Object.assign(swr, { updateComment });
}
