import { useId, useState } from "react";
import { cx } from "@linaria/core";
import { DISCUSSIONS_WIDGET_DEFAULT_LIMIT } from "../../schemas/widgets/defaults";
import type { DiscussionsWidgetProps } from "../../schemas/widgets/discussions-widget.schema";
import { t } from "../../runtime/i18n/t";
import { DiscussionList, DiscussionPager, useDiscussions, viewAllUrl } from "../../src/features/discussions";
import * as styles from "./DiscussionsWidget.styles";

/**
 * DiscussionsWidget: a titled list of discussions with a pager and a View All link. The server's
 * preloaded first page renders without a request; other pages load through swr.
 */
export function DiscussionsWidget(props: DiscussionsWidgetProps) {
  const titleID = useId();
  const limit = props.apiParams?.limit ?? DISCUSSIONS_WIDGET_DEFAULT_LIMIT;
  const firstPage = props.initialPaging?.currentPage ?? props.apiParams?.page ?? 1;
  const [page, setPage] = useState(firstPage);
  const initial =
    props.discussions && page === firstPage
      ? {
          discussions: props.discussions,
          paging: props.initialPaging ?? { currentPage: firstPage, limit, total: props.discussions.length },
        }
      : undefined;
  const { data, error } = useDiscussions({ ...props.apiParams, limit, page }, initial);
  const isCentered = props.containerOptions?.headerAlignment === "center";

  return (
    <section
      className={styles.root}
      aria-labelledby={props.title ? titleID : undefined}
      aria-label={props.title ? undefined : t("Discussions")}
    >
      {props.title || props.subtitle || props.description ? (
        <header className={cx(styles.header, isCentered && styles.centered)}>
          {props.title ? (
            <h2 id={titleID} className={styles.title}>
              {props.title}
            </h2>
          ) : null}
          {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
          {props.description ? <p className={styles.description}>{props.description}</p> : null}
        </header>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {t("There was a problem loading the discussions.")}
        </p>
      ) : null}
      {data ? (
        <>
          <DiscussionList discussions={data.discussions} options={props.discussionOptions} />
          <DiscussionPager paging={data.paging} onPageChange={setPage} />
          {data.discussions.length > 0 ? (
            <a className={styles.viewAll} href={viewAllUrl(props.apiParams?.categoryID)}>
              {t("View All")}
            </a>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default DiscussionsWidget;
