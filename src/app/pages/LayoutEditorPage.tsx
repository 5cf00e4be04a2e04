import { lazy, Suspense } from "react";
import { useParams } from "wouter";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { DEFAULT_TITLE_BAR, Shell } from "../layout/LayoutPage";
import { useDocumentTitle } from "./ModerationPage";

/**
 * The editor and its model load only for a site manager: the model compiles the widgets' schemas
 * when it loads, which the page's policy allows for site managers alone.
 */
const LayoutEditor = lazy(() =>
  import("../../features/layout-editor").then((m) => ({ default: m.LayoutEditor })),
);

/**
 * The layout editor at `/dashboard/layouts/{layoutID}/edit`: full screen, for site.manage. Anyone
 * else gets the app's Permission Problem page (with Sign In for a guest) inside the usual shell.
 */
export function LayoutEditorPage() {
  const { layoutID = "" } = useParams<{ layoutID?: string }>();
  const userID = useSession((s) => s.user.userID);
  const permissions = useSession((s) => s.permissions);
  useDocumentTitle(t("Edit Layout"));
  const checker = createPermissionChecker(permissions.record, permissions.status);
  if (checker.status === "pending" || checker.status === "loading") return <Loader size="fullPage" />;
  if (userID === 0 || !hasPermission(checker, "site.manage")) {
    return (
      <Shell titleBar={DEFAULT_TITLE_BAR}>
        <ErrorPage kind="permission" />
      </Shell>
    );
  }
  return (
    <Suspense fallback={<Loader size="fullPage" />}>
      <LayoutEditor layoutID={layoutID} />
    </Suspense>
  );
}
