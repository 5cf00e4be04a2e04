import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Redirect } from "wouter";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { WidgetBoundary } from "../../../runtime/layout/WidgetBoundary";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { Loader } from "../../ui/Loader";
import { DASHBOARD_PERMISSIONS, dashboardSectionUrl, type DashboardTarget } from "./dashboard-address";
import { DashboardNav } from "./DashboardNav";
import { dashboardSections, type DashboardSection, type DashboardSectionProps } from "./sections";
import * as styles from "./Dashboard.styles";

/** Why the dashboard shows an error page instead: the viewer may not open it, or no such section. */
export type DashboardRefusal = "permission" | "notFound";

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** The section and page the address names; none for `/dashboard` itself. */
  target: DashboardTarget;
  /** The error page for a refusal (the app's error pages: Permission Problem with Sign In for guests, Not Found). */
  renderError: (refusal: DashboardRefusal) => ReactNode;
  /** The sections to offer, in navigation order; the registered ones by default. */
  sections?: readonly DashboardSection[];
}

type SectionPage = LazyExoticComponent<ComponentType<DashboardSectionProps>>;

/** One lazy component per section, made once: a new one per render would load and mount it again. */
const sectionPages = new WeakMap<DashboardSection, SectionPage>();

function sectionPageOf(section: DashboardSection): SectionPage {
  let page = sectionPages.get(section);
  if (!page) {
    page = lazy(section.load);
    sectionPages.set(section, page);
  }
  return page;
}

/**
 * The dashboard: its heading, its own navigation listing the sections the viewer may open, and the
 * opened section's page, loaded on demand (a loader meanwhile, the component-failure message of
 * shell spec §8 when it fails to load or render).
 *
 * Who may open it: nobody before their permissions loaded (a loader meanwhile); then only a signed-in
 * holder of `settings.manage` or `site.manage`, and of one of a section's own permissions for that
 * section. Anyone else gets the "permission" error page. `/dashboard` sends the viewer on (replacing
 * the address) to the first section they may open; an address naming no registered section is "notFound".
 */
export function Dashboard({ target, renderError, sections = dashboardSections }: DashboardProps) {
  const userID = useSession((s) => s.user.userID);
  const permissions = useSession((s) => s.permissions);
  const debug = useSession((s) => s.debug);
  const checker = createPermissionChecker(permissions.record, permissions.status);
  if (checker.status === "pending" || checker.status === "loading") return <Loader size="fullPage" />;
  if (userID === 0 || !hasPermission(checker, DASHBOARD_PERMISSIONS)) return renderError("permission");

  const permitted = sections.filter((section) => hasPermission(checker, section.permissions));
  const { sectionID, page } = target;
  if (sectionID === undefined) {
    const first = permitted[0];
    if (first) return <Redirect to={dashboardSectionUrl(first.id)} replace />;
  }
  const section = sections.find((candidate) => candidate.id === sectionID);
  if (sectionID !== undefined && !section) return renderError("notFound");
  if (section && !permitted.includes(section)) return renderError("permission");

  const SectionPage = section && sectionPageOf(section);
  return (
    <div className={styles.frame}>
      <h1>{t("Dashboard")}</h1>
      <DashboardNav sections={permitted} currentID={section?.id} />
      {section && SectionPage ? (
        <section className={styles.content} aria-labelledby="dashboard-section-heading">
          <h2 id="dashboard-section-heading">{t(section.label)}</h2>
          <WidgetBoundary key={section.id} componentName={section.id} debug={debug}>
            <Suspense fallback={<Loader />}>
              {/* Not created per render: sectionPageOf caches one lazy component per section. */}
              {/* eslint-disable-next-line react-hooks/static-components */}
              <SectionPage page={page} />
            </Suspense>
          </WidgetBoundary>
        </section>
      ) : (
        <div className={styles.content}>
          <p className={styles.muted}>{t("There is nothing here for you to manage yet.")}</p>
        </div>
      )}
    </div>
  );
}
