import useSWR from "swr";
import { stringifyQuery } from "../../runtime/url/query-string";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { apiFetcher } from "../../runtime/data/swr-config";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type {
  SuggestedCategory,
  SuggestedContent,
  SuggestedDiscussion,
} from "../../schemas/entities/suggested-content.schema";
import type { SuggestedContentWidgetProps } from "../../schemas/widgets/suggested-content-widget.schema";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import * as styles from "./SuggestedContentWidget.styles";

/**
 * SuggestedContentWidget: discussions suggested to the viewer (title links with their category) and
 * categories to follow. Preloaded lists render at once; without them they are fetched.
 */
export function SuggestedContentWidget(props: SuggestedContentWidgetProps) {
  const content = props.suggestedContent ?? {};
  const follows = props.suggestedFollows ?? {};
  const showContent = content.enabled !== false;
  const showFollows = follows.enabled !== false;
  const isPreloaded =
    (!showContent || content.discussions !== undefined) && (!showFollows || follows.categories !== undefined);
  const query = { limit: content.limit ?? 5, followsLimit: showFollows ? (follows.limit ?? 3) : 0 };
  const { data, error } = useSWR<SuggestedContent>(
    isPreloaded ? null : `site/suggested-content?${stringifyQuery(query)}`,
    apiFetcher,
  );
  const discussions = showContent ? (content.discussions ?? data?.discussions) : [];
  const categories = showFollows ? (follows.categories ?? data?.categories) : [];
  const isLoading = discussions === undefined || categories === undefined;
  if (error || (!isLoading && !discussions.length && !categories.length)) return null;
  const isGrid = props.containerOptions?.displayType === "grid";

  return (
    <section
      className={styles.root}
      aria-label={props.title || t("Suggested Content")}
      aria-busy={isLoading || undefined}
    >
      {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
      {props.subtitle ? <p className={styles.muted}>{props.subtitle}</p> : null}
      {props.description ? <p className={styles.muted}>{props.description}</p> : null}
      {discussions?.length ? (
        <section aria-label={content.title || t("Suggested Content")}>
          <h3 className={styles.heading}>{content.title || t("Suggested Content")}</h3>
          <ul className={cx(styles.list, isGrid && styles.grid)}>
            {discussions.map((discussion) => (
              <DiscussionItem key={discussion.discussionID} discussion={discussion} />
            ))}
          </ul>
        </section>
      ) : null}
      {categories?.length ? (
        <section aria-label={follows.title || t("Suggested Follows")}>
          <h3 className={styles.heading}>{follows.title || t("Suggested Follows")}</h3>
          <ul className={styles.list}>
            {categories.map((category) => (
              <CategoryItem key={category.categoryID} category={category} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function DiscussionItem({ discussion }: { discussion: SuggestedDiscussion }) {
  return (
    <li className={styles.item}>
      <a className={styles.link} href={sanitizeLink(discussion.url)} dir="auto">
        {discussion.name}
      </a>
      {discussion.excerpt ? (
        <p className={styles.excerpt} dir="auto">
          {discussion.excerpt}
        </p>
      ) : null}
      <span className={styles.meta}>
        {t("in")}{" "}
        <a href={sanitizeLink(discussion.category.url)} dir="auto">
          {discussion.category.name}
        </a>
        {" · "}
        <FormattedNumber value={discussion.countComments} /> {t("comments")}
      </span>
    </li>
  );
}

function CategoryItem({ category }: { category: SuggestedCategory }) {
  return (
    <li className={styles.item}>
      <a className={styles.link} href={sanitizeLink(category.url)} dir="auto">
        {category.name}
      </a>
      {category.description ? (
        <p className={styles.excerpt} dir="auto">
          {category.description}
        </p>
      ) : null}
      <span className={styles.meta}>
        <FormattedNumber value={category.countDiscussions} /> {t("discussions")}
      </span>
    </li>
  );
}

export default SuggestedContentWidget;
