import { useMemo } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { visibleNavItems, type VisibleNavItem } from "../../../runtime/url/nav-items";
import type { TitleBarNavItem } from "../../../schemas/widgets/title-bar.schema";

/** A navigation item the viewer sees, its url normalised (shell spec §5). */
export type NavEntry = VisibleNavItem<TitleBarNavItem>;

/**
 * The default navigation (shell spec §2 routes): Posts and Categories, both shown when the forum app
 * section is enabled (`siteSection.apps.forum`, on unless set to false).
 */
export function defaultNavigation(isForumEnabled: boolean): TitleBarNavItem[] {
  if (!isForumEnabled) return [];
  return [
    { id: "posts", name: t("Posts"), url: "/discussions" },
    { id: "categories", name: t("Categories"), url: "/categories" },
  ];
}

/**
 * The title bar's navigation as the current user sees it: the given items (a layout's own, or the
 * site-wide navigation the server hydrated into it), else the site-wide navigation of the page's boot
 * payload (`navigation.items`, already narrowed to this viewer's roles by the server), else the
 * defaults; filtered by the navigation item rules (shell spec §5: names, urls, isHidden, permission,
 * roleIDs).
 */
export function useTitleBarNavigation(navigation: readonly TitleBarNavItem[] | undefined): NavEntry[] {
  const siteNavigation = useSession((s) =>
    configValue<readonly TitleBarNavItem[] | null>(s, "navigation.items", null),
  );
  const roleIDs = useSession((s) => s.user.roleIDs);
  const permissions = useSession((s) => s.permissions);
  const isForumEnabled = useSession(
    (s) => configValue<{ apps?: { forum?: boolean } }>(s, "siteSection", {}).apps?.forum !== false,
  );
  return useMemo(() => {
    const checker = createPermissionChecker(permissions.record, permissions.status);
    return visibleNavItems(navigation ?? siteNavigation ?? defaultNavigation(isForumEnabled), {
      roleIDs,
      hasPermission: (permission) => hasPermission(checker, permission),
    });
  }, [navigation, siteNavigation, isForumEnabled, roleIDs, permissions]);
}
