import { useParams } from "wouter";
import { t } from "../../../runtime/i18n/t";
import {
  Dashboard,
  FragmentAuthoringContext,
  dashboardTargetOf,
  type DashboardRefusal,
  type DashboardSection,
} from "../../features/admin";
import { ErrorPage } from "../shell/ErrorPage";
import { fragmentAuthoring } from "./fragment-authoring";
import { useDocumentTitle } from "./ModerationPage";

const renderError = (refusal: DashboardRefusal) => <ErrorPage kind={refusal} />;

/**
 * The dashboard (settings.manage or site.manage) at `/dashboard`, `/dashboard/:section`,
 * `/dashboard/:section/:page` and `/appearance/style-guides/:themeID/revisions` (the themes section).
 * Titled "Dashboard - {site name}"; the server marks these pages noindex. `sections` replaces the
 * registered ones (tests).
 */
export function DashboardPage({ sections }: { sections?: readonly DashboardSection[] }) {
  const params = useParams<{ section?: string; page?: string; themeID?: string }>();
  useDocumentTitle(t("Dashboard"));
  return (
    <FragmentAuthoringContext.Provider value={fragmentAuthoring}>
      <Dashboard target={dashboardTargetOf(params)} renderError={renderError} sections={sections} />
    </FragmentAuthoringContext.Provider>
  );
}
