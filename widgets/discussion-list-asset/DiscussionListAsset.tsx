import { useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { DISCUSSION_LIST_DEFAULT_LIMIT } from "../../schemas/widgets/defaults";
import type { DiscussionListAssetProps } from "../../schemas/widgets/discussion-list-asset.schema";
import { pageRoutes } from "../../schemas/routes";
import { t } from "../../runtime/i18n/t";
import {
  DiscussionList,
  DiscussionPager,
  DiscussionSortSelect,
  QuestionStatusSelect,
  discussionListUrl,
  useDiscussions,
} from "../../src/features/discussions";
import { useSession } from "../../runtime/data/session-store";
import { useLiveArrivals } from "../../runtime/live/use-live";
import { ArrivalsNotice } from "../../src/ui/ArrivalsNotice";
import * as styles from "./DiscussionListAsset.styles";

/**
 * DiscussionListAsset: the discussion list of `/discussions` and of category pages, with a sort
 * select (and, with the Q&A addon on, a question status filter) and Previous/Next links. Sort,
 * filter and page live in the URL (content spec §2), so changing them
 * navigates and the page's layout is hydrated again for the new params. For members, discussions
 * others start meanwhile (the live stream) are announced above the list and listed on request.
 */
export function DiscussionListAsset(props: DiscussionListAssetProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const apiParams = props.apiParams ?? {};
  const limit = apiParams.limit ?? DISCUSSION_LIST_DEFAULT_LIMIT;
  const page = apiParams.page ?? props.initialPaging?.currentPage ?? 1;
  const initial = props.discussions
    ? {
        discussions: props.discussions,
        paging: props.initialPaging ?? { currentPage: page, limit, total: props.discussions.length },
      }
    : undefined;
  const { data, error, mutate } = useDiscussions({ ...apiParams, limit, page }, initial);
  const userID = useSession((state) => state.user.userID);
  const section = useRef<HTMLElement>(null);
  // The category's new discussions, or every new one on /discussions; not on bookmarks or tag lists.
  const followed = userID === 0 || apiParams.bookmarked || props.tagNames?.length ? null : props.categoryID;
  const { arrived, clear } = useLiveArrivals(
    followed === null ? null : followed === undefined ? "discussions" : `category:${followed}`,
    (event) =>
      event.type === "discussion" &&
      event.data.insertUserID !== userID &&
      !data?.discussions.some((discussion) => discussion.discussionID === event.data.discussionID)
        ? event.data.discussionID
        : undefined,
  );
  // The bookmarks page pages by its own path (`/discussions/bookmarked?page=2`).
  const path = apiParams.bookmarked ? pageRoutes.bookmarks : undefined;
  const location = { categoryID: props.categoryID, search, path };
  // Titled for what it shows. Off a category page (whose header is the h1) the list is the page's
  // heading: Bookmarks, the tags it is filtered by, or its own title.
  const isPageHeading = props.categoryID === undefined;
  const title = apiParams.bookmarked
    ? t("Bookmarks")
    : isPageHeading && props.tagNames?.length
      ? t("Tagged: {tags}", { tags: props.tagNames.join(", ") })
      : props.title || (isPageHeading ? t("Discussions") : "");
  const Heading = isPageHeading ? "h1" : "h2";
  const showArrived = () => {
    clear();
    // Listed at the top (after announcements), and focus goes to the newest (its button is gone).
    if (page === 1 && (apiParams.sort ?? "-dateLastComment").startsWith("-date")) {
      const newest = arrived.at(-1);
      void mutate().then(() =>
        section.current?.querySelector<HTMLElement>(`li a[href*="/discussion/${newest}/"]`)?.focus(),
      );
    } else navigate(discussionListUrl(location, { page: 1, sort: "-dateInserted" }));
  };

  return (
    <section ref={section} className={styles.root} aria-label={title || t("Discussions")}>
      <div className={styles.toolbar}>
        {title ? <Heading className={styles.title}>{title}</Heading> : <span />}
        <span className={styles.filters}>
          <QuestionStatusSelect
            value={apiParams.status}
            onChange={(status) => navigate(discussionListUrl(location, { page: 1, status: status ?? null }))}
          />
          <DiscussionSortSelect
            value={apiParams.sort}
            onChange={(sort) => navigate(discussionListUrl(location, { page: 1, sort }))}
          />
        </span>
      </div>
      {props.description ? <p className={styles.description}>{props.description}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {t("There was a problem loading the discussions.")}
        </p>
      ) : null}
      <ArrivalsNotice
        count={arrived.length}
        one={t("1 new discussion")}
        many={t("{count} new discussions")}
        onShow={showArrived}
      />
      {data ? (
        <>
          <DiscussionList discussions={data.discussions} options={props.discussionOptions} />
          <DiscussionPager
            paging={data.paging}
            hrefFor={(target) => discussionListUrl(location, { page: target })}
          />
        </>
      ) : null}
    </section>
  );
}

export default DiscussionListAsset;
