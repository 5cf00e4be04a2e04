import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import type { HydratedLayoutResponse, LayoutNode } from "../../../schemas/layout/node.schema";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { LayoutContexts, LayoutRenderer } from "../../../runtime/layout/LayoutRenderer";
import { layoutKey, useLayout } from "../../../runtime/layout/use-layout";
import { layoutQueryFor } from "../../../runtime/url/match-route";
import { ErrorPage } from "../shell/ErrorPage";
import { useWaitForPage } from "../shell/page-progress";
import { useInitialLayout } from "./initial-layout";
import * as styles from "../shell/shell.styles";

/** The title bar shown when a page has no layout of its own (entry pages, errors). */
export const DEFAULT_TITLE_BAR: LayoutNode = { $reactComponent: "TitleBar", $reactProps: {} };

/** A layout redirect waits 5 s before navigating (shell spec §4). */
export const LAYOUT_REDIRECT_DELAY_MS = 5000;

function Redirect({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (/^https?:\/\//.test(to)) window.location.assign(to);
      else navigate(to);
    }, LAYOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
  return (
    <p role="status" className={styles.panel}>
      {t("Redirecting to {url}…", { url: to })}
    </p>
  );
}

/** Whether the answer sends the page elsewhere: a hydrated layout's `redirectTo` is null. */
function isRedirect(
  data: HydratedLayoutResponse,
): data is Extract<HydratedLayoutResponse, { redirectTo: string }> {
  return Boolean(data.redirectTo);
}

/**
 * A page rendered from its hydrated layout: the first page uses the layout the server inlined, later
 * pages ask `lookup-hydrate`. A failed lookup shows the title bar and the error page (shell spec §4).
 */
export function LayoutPage() {
  const [pathname] = useLocation();
  const search = useSearch();
  const sectionID = useSession(
    (s) => configValue<{ sectionID?: number }>(s, "siteSection", {}).sectionID ?? 0,
  );
  const locale = useSession((s) => s.locale);
  const query = layoutQueryFor(pathname, search ? `?${search}` : "", { sectionID, locale });
  const initial = useInitialLayout();
  // The server already answered this page with an error status: shown without asking again.
  const initialStatus =
    initial && "status" in initial && query && initial.key === layoutKey(query) ? initial.status : null;
  const {
    data,
    error: loadError,
    isLoading,
  } = useLayout(initialStatus === null ? query : null, initial && "layout" in initial ? initial : null);
  const status = initialStatus ?? loadError?.status;
  // Waiting for the next page's layout: the progress bar shows (PageProgress) over this one.
  useWaitForPage(query !== null && status === undefined && (isLoading || !data));
  const title = data && "seo" in data ? data.seo.title : "";
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!query) {
    return (
      <Shell titleBar={DEFAULT_TITLE_BAR}>
        <ErrorPage kind="notFound" />
      </Shell>
    );
  }
  if (status !== undefined) {
    const kind = status === 403 || status === 401 ? "permission" : status === 404 ? "notFound" : "generic";
    return (
      <Shell titleBar={DEFAULT_TITLE_BAR}>
        <ErrorPage kind={kind} error={loadError} />
      </Shell>
    );
  }
  if (!data) {
    return (
      <Shell titleBar={DEFAULT_TITLE_BAR}>
        <div className={styles.main} aria-busy="true" />
      </Shell>
    );
  }
  if (isRedirect(data)) {
    return (
      <Shell titleBar={DEFAULT_TITLE_BAR}>
        <Redirect to={data.redirectTo} />
      </Shell>
    );
  }
  // While the next page loads, this one stays (marked busy) rather than going blank.
  return (
    <LayoutContexts contexts={data.contexts ?? []}>
      <LayoutRenderer nodes={[data.titleBar]} path="titleBar" />
      <main id="main-content" tabIndex={-1} aria-busy={isLoading || undefined}>
        <LayoutRenderer nodes={data.layout} />
      </main>
    </LayoutContexts>
  );
}

/** The title bar and a main region around content that is not a layout. */
export function Shell({ titleBar, children }: { titleBar: LayoutNode; children: React.ReactNode }) {
  return (
    <>
      <LayoutRenderer nodes={[titleBar]} path="titleBar" />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
