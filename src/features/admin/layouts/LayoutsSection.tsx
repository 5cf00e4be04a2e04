import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { layoutViewTypes } from "../../../../schemas/layout/node.schema";
import { Loader } from "../../../ui/Loader";
import { dashboardSectionUrl } from "../dashboard-address";
import type { DashboardSectionProps } from "../sections";
import { LayoutList } from "./LayoutList";
import { LAYOUTS_SECTION_ID } from "./layout-views";

// A layout's page (its history and the diff library) is a chunk of its own: the list does not load it.
const LayoutPage = lazy(() => import("./LayoutPage"));

/** Whether `page` can name a layout: a stored one's number or a built-in one's view type. */
function isLayoutID(page: string): boolean {
  return /^[1-9]\d{0,8}$/.test(page) || (layoutViewTypes as readonly string[]).includes(page);
}

/**
 * The dashboard's layouts (site.manage): the layouts per view type at `/dashboard/layouts`,
 * and a layout's page at `/dashboard/layouts/{layoutID}` with where it applies and its history.
 * The editor (`/dashboard/layouts/{layoutID}/edit`) is a full-screen page of its own.
 */
export default function LayoutsSection({ page }: DashboardSectionProps) {
  if (page === undefined) return <LayoutList />;
  return (
    <>
      <p>
        <Link href={dashboardSectionUrl(LAYOUTS_SECTION_ID)}>{t("All layouts")}</Link>
      </p>
      {isLayoutID(page) ? (
        <Suspense fallback={<Loader />}>
          <LayoutPage key={page} layoutID={page} />
        </Suspense>
      ) : (
        <p role="alert">{t("The page you were looking for could not be found.")}</p>
      )}
    </>
  );
}
