import { lazy, Suspense, useEffect } from "react";
import { useParams } from "wouter";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { matchRoute } from "../../../runtime/url/match-route";
import { pageRoutes } from "../../../schemas/routes";
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
 * Whether this document was loaded at the editor's address. A page's policy is the one its document
 * came with: reached by an in-app link from a page whose policy forbids compiling schemas, the editor
 * would fail to, so it loads its address as a document of its own first. Unknown (no navigation
 * entry, as in tests) counts as loaded here.
 */
function documentLoadedAtEditor(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.("navigation")[0];
  if (!entry?.name) return true;
  try {
    return matchRoute(pageRoutes.layoutEditor, new URL(entry.name).pathname) !== null;
  } catch {
    return true;
  }
}

function LoadAsDocument() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <Loader size="fullPage" />;
}

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
  if (!documentLoadedAtEditor()) return <LoadAsDocument />;
  return (
    <Suspense fallback={<Loader size="fullPage" />}>
      <LayoutEditor layoutID={layoutID} />
    </Suspense>
  );
}
