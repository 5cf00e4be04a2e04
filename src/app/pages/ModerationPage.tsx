import { useEffect, type ReactNode } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { BackLink } from "../../ui/BackLink";
import { Loader } from "../../ui/Loader";
import { DiscussionPager } from "../../features/discussions";
import type { PagedListState } from "../../features/moderation/moderation-log";
import { ErrorPage, type ErrorKind } from "../shell/ErrorPage";
import * as styles from "../shell/shell.styles";

/** Props of {@link ModerationPage}. */
export interface ModerationPageProps<T> {
  heading: string;
  /** Where the back link leads without in-app history: the post the page is about. */
  backUrl: string;
  /** The list, loading, or the error the API answered instead. */
  list: PagedListState<T>;
  /** What a 404 names ("Discussion Not Found"). */
  notFoundType: string;
  emptyText: string;
  /** The address of another page of the list. */
  hrefFor: (page: number) => string;
  children: (items: T[]) => ReactNode;
  /** Shown under the heading whatever the list holds (filters). */
  toolbar?: ReactNode;
}

/**
 * The frame of the moderation pages (content spec §2 "Other links"): heading, back link, the list
 * with its pager, and the error pages of shell spec §2 for what the API refuses (401 and 403 are
 * Permission Problem, with Sign In for guests; 404 is Not Found).
 */
export function ModerationPage<T>(props: ModerationPageProps<T>) {
  const { heading, backUrl, list, notFoundType, emptyText, hrefFor, children, toolbar } = props;
  useDocumentTitle(heading);
  if (list.error)
    return <ErrorPage kind={errorKindOf(list.error.status)} type={notFoundType} error={list.error} />;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="moderation-heading">
      <BackLink fallbackUrl={backUrl} isLabelVisible />
      <h1 id="moderation-heading">{heading}</h1>
      {toolbar}
      {!list.data ? (
        <Loader />
      ) : list.data.items.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <>
          {children(list.data.items)}
          {list.data.paging && <DiscussionPager paging={list.data.paging} hrefFor={hrefFor} />}
        </>
      )}
    </section>
  );
}

/** The error page for an API status. */
export function errorKindOf(status: number): ErrorKind {
  if (status === 401 || status === 403) return "permission";
  return status === 404 ? "notFound" : "generic";
}

/** Titles the page "{heading} - {site name}", as the other pages without a layout do. */
export function useDocumentTitle(heading: string): void {
  const siteName = useSession((s) => configValue(s, "ui.siteName", ""));
  useEffect(() => {
    document.title = siteName ? `${heading} - ${siteName}` : heading;
  }, [heading, siteName]);
}
