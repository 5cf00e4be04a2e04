import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { SiteConfig } from "../../../schemas/config/site-config";
import type { TitleBarNavItem } from "../../../schemas/widgets/title-bar.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { visibleNavItems, type NavItemInput } from "../../../runtime/url/nav-items";
import {
  contentTranslator,
  navigationTextKey,
  type ContentTranslator,
} from "../../services/translations/translations-content";
import type { WidgetHydrator } from "../types";

/** The translation editor's record type of the site navigation's labels. */
const NAVIGATION_RECORD_TYPE = "navigation";

function translateLabels<T extends NavItemInput>(items: readonly T[], t: ContentTranslator): T[] {
  return items.map((item) => {
    const name = item.name?.trim();
    const translated = name ? t.text(NAVIGATION_RECORD_TYPE, navigationTextKey(name), "name") : undefined;
    return {
      ...item,
      ...(translated !== undefined ? { name: translated } : {}),
      ...(item.children ? { children: translateLabels(item.children, t) } : {}),
    };
  });
}

/** The items of a navigation the viewer may see (shell spec §5: roleIDs, permission, isHidden…). */
function visibleTo(items: readonly TitleBarNavItem[], viewer: Viewer): TitleBarNavItem[] {
  return visibleNavItems(items as readonly NavItemInput[], {
    roleIDs: viewer.roleIDs,
    hasPermission: (permission) => hasPermission(viewer.checker, permission),
  }) as TitleBarNavItem[];
}

/**
 * The site-wide navigation (`navigation.items`) as this viewer sees it: labels in the site's
 * language where the translation editor holds one, items their roles may not see dropped. Undefined
 * when the site keeps the built-in navigation (the browser shows Posts and Categories).
 */
export async function siteNavigationFor(
  db: Kysely<Database>,
  config: SiteConfig,
  viewer: Viewer,
): Promise<TitleBarNavItem[] | undefined> {
  const items = config["navigation.items"];
  if (!Array.isArray(items)) return undefined;
  const visible = visibleTo(items as TitleBarNavItem[], viewer);
  return translateLabels(visible, await contentTranslator(db));
}

/**
 * The title bar of every layout page: a layout's own `navigation` stays (only the items the viewer
 * may see, their labels translated as the site-wide ones are); without one it gets the site-wide
 * navigation, so an item added in the dashboard shows on every page. Items a viewer may not see never
 * reach the browser.
 */
export const hydrateTitleBar: WidgetHydrator = async (props, ctx) => {
  if (Array.isArray(props.navigation)) {
    const visible = visibleTo(props.navigation as TitleBarNavItem[], ctx.viewer);
    return { ...props, navigation: translateLabels(visible, await contentTranslator(ctx.db)) };
  }
  const navigation = await siteNavigationFor(ctx.db, ctx.config, ctx.viewer);
  return navigation ? { ...props, navigation } : props;
};
