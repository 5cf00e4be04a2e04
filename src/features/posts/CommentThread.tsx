import { useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import type { CommentSort } from "../../../schemas/entities/comment.schema";
import { t } from "../../../runtime/i18n/t";
import { DiscussionPager } from "../discussions";
import { canComment } from "./can-comment";
import { commentBoxStore, type CommentBoxStore } from "./comment-box-store";
import { DEFAULT_COMMENT_SORT } from "./comment-sorts";
import { commentAnchorID, discussionPageUrl } from "./comment-urls";
import { COMMENT_ITEM_FRAGMENT_TYPE } from "../../../schemas/widgets/fragment-types";
import { Overridable } from "../../../runtime/fragments/Overridable";
import { CommentItem, type CommentItemProps } from "./CommentItem";
import { CommentSortSelect } from "./CommentSortSelect";
import { useComments, type CommentPage } from "./use-comments";
import { commentIDFromHash, usePermalinkScroll } from "./use-permalink-scroll";
import { usePermissionChecker } from "./use-permission-checker";
import * as styles from "./posts.styles";
import { useBrowserValue } from "../../ui/use-browser-value";
import { useSession } from "../../../runtime/data/session-store";
import { useLive, useLiveArrivals } from "../../../runtime/live/use-live";
import { ArrivalsNotice } from "../../ui/ArrivalsNotice";

/** Props of {@link CommentThread}. */
export interface CommentThreadProps {
  discussionID: number;
  discussionName: string;
  categoryID: number;
  closed: boolean;
  sort?: CommentSort;
  page: number;
  limit: number;
  /** The page the server preloaded. */
  initial?: CommentPage;
  /** The permalinked comment (`/discussion/comment/{id}`); else the `#Comment_{id}` hash's. */
  highlightCommentID?: number;
  box?: CommentBoxStore;
}

/** The discussion a comment item fragment (CommentItemFragment) gets beside its comment. */
export interface CommentItemDiscussion {
  discussionID: number;
  name: string;
  categoryID: number;
  closed: boolean;
}

/**
 * What a CommentItemFragment gets (plus `Default`, the built-in item): the comment, its discussion,
 * and everything the built-in item needs, so the fragment can render `<Default {...props} />`. It
 * renders inside the thread's list, so what it renders itself belongs in an `<li>`.
 */
export interface CommentItemFragmentProps extends CommentItemProps {
  discussion: CommentItemDiscussion;
}

/** Where a new comment lands: the page to show it on, or null when the current page just reloads. */
function pageOfNewComment(sort: CommentSort, page: number, limit: number, total: number): number | null {
  if (sort === "dateInserted") {
    const last = Math.max(1, Math.ceil((total + 1) / limit));
    return last === page ? null : last;
  }
  if (sort === "-dateInserted") return page === 1 ? null : 1;
  return null;
}

/**
 * A discussion's comments with a sort select and the pager. Sort and page live in the URL (content
 * spec §2: /p{n} above page 1, the query string kept, defaults left out), so changing them navigates
 * and the layout hydrates the new page. A permalinked comment is outlined and scrolled to (§9).
 */
export function CommentThread(props: CommentThreadProps) {
  const { discussionID, page, limit, box = commentBoxStore } = props;
  const sort = props.sort ?? DEFAULT_COMMENT_SORT;
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const checker = usePermissionChecker();
  const { data, error, mutate, updateComment } = useComments(
    { discussionID, sort, page, limit },
    props.initial,
  );
  // The hash never reaches the server: the permalinked comment is outlined once hydrated.
  const hashID = useBrowserValue(() => commentIDFromHash(window.location.hash), undefined);
  const highlightID = props.highlightCommentID ?? hashID;
  usePermalinkScroll(highlightID);
  const location = { discussionID, pathname, search };
  const total = data?.paging.total ?? 0;
  // The comment just posted on this page, until it is listed and has taken focus.
  const postedID = useRef<number | null>(null);

  useEffect(
    () =>
      box.onPosted((comment) => {
        const target = pageOfNewComment(sort, page, limit, total);
        if (target === null) {
          postedID.current = comment.commentID;
          void mutate();
        } else {
          const url = discussionPageUrl({ discussionID, pathname, search }, { page: target });
          navigate(`${url}#${commentAnchorID(comment.commentID)}`);
        }
      }),
    [box, discussionID, sort, page, limit, total, mutate, navigate, pathname, search],
  );

  // Comments others post while the page is open (the live stream, members only): announced at the
  // end of the thread and shown on request, so the page never moves under the reader.
  const userID = useSession((state) => state.user.userID);
  const topic = userID > 0 ? `discussion:${discussionID}` : null;
  const shown = data?.comments;
  const { arrived, clear } = useLiveArrivals(topic, (event) =>
    event.type === "comment" &&
    event.data.insertUserID !== userID &&
    !shown?.some((comment) => comment.commentID === event.data.commentID)
      ? event.data.commentID
      : undefined,
  );
  // Scores and reaction counts follow; after a gap the stream could not replay, everything does.
  useLive(topic, (event) => {
    if (event.type === "reaction" || event.type === "reset") void mutate();
  });
  const showArrived = () => {
    const first = arrived[0];
    if (first === undefined) return;
    clear();
    // The page the first of them landed on: it takes focus there.
    const target = pageOfNewComment(sort, page, limit, total);
    if (target === null) {
      postedID.current = first;
      void mutate();
    } else {
      const url = discussionPageUrl({ discussionID, pathname, search }, { page: target });
      navigate(`${url}#${commentAnchorID(first)}`);
    }
  };

  // It takes focus once listed, so focus does not fall back to the page's body with the box's reset.
  useEffect(() => {
    const id = postedID.current;
    if (id === null || !data?.comments.some((c) => c.commentID === id)) return;
    postedID.current = null;
    document.getElementById(commentAnchorID(id))?.focus();
  }, [data]);

  // A page past the end (/p99 of 3) was served as the last page: the address says so too. Checked
  // on the address the thread opened with only; a later /p{n} is a navigation on its way.
  const openedAt = useRef({ pathname, page });
  useEffect(() => {
    const opened = openedAt.current;
    const addressPage = Number(/\/p(\d+)$/.exec(opened.pathname)?.[1] ?? opened.page);
    if (pathname === opened.pathname && addressPage > page) {
      navigate(discussionPageUrl({ discussionID, pathname, search }, { page }), { replace: true });
    }
  }, [page, discussionID, pathname, search, navigate]);

  const canQuote = canComment(checker, props);
  const discussion = useMemo(
    () => ({ discussionID, name: props.discussionName, categoryID: props.categoryID, closed: props.closed }),
    [discussionID, props.discussionName, props.categoryID, props.closed],
  );

  return (
    <section aria-label={t("Comments")}>
      <div className={styles.threadToolbar}>
        <h2>{t("Comments")}</h2>
        <CommentSortSelect
          value={sort}
          onChange={(next) => navigate(discussionPageUrl(location, { page: 1, sort: next }))}
        />
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {t("There was a problem loading the comments.")}
        </p>
      ) : null}
      {data ? (
        <>
          <DiscussionPager
            paging={data.paging}
            hrefFor={(target) => discussionPageUrl(location, { page: target })}
            label={t("Pagination, top")}
          />
          <ol className={styles.thread}>
            {data.comments.map((comment) => (
              <Overridable
                key={comment.commentID}
                fragmentType={COMMENT_ITEM_FRAGMENT_TYPE}
                Default={CommentItem}
                props={{
                  comment,
                  discussion,
                  discussionName: props.discussionName,
                  canQuote,
                  isHighlighted: comment.commentID === highlightID,
                  onUpdated: updateComment,
                  box,
                }}
              />
            ))}
          </ol>
          <ArrivalsNotice
            count={arrived.length}
            one={t("1 new comment")}
            many={t("{count} new comments")}
            onShow={showArrived}
          />
          <DiscussionPager
            paging={data.paging}
            hrefFor={(target) => discussionPageUrl(location, { page: target })}
          />
        </>
      ) : null}
    </section>
  );
}
