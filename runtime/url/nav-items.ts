/**
 * Navigation item rules (shell spec §5, content spec §5), shared by quick links and the title bar.
 * Pure and DOM-free, so the server may use it too.
 */

/** A navigation item as configured; extra fields pass through untouched. */
export interface NavItemInput {
  name?: string;
  url?: string;
  id?: string | number;
  isHidden?: boolean;
  /** Only users holding one of these roles see the item; absent or empty means everyone. */
  roleIDs?: readonly number[];
  /** A permission the user must hold to see the item. */
  permission?: string;
  children?: readonly NavItemInput[];
}

/** Who looks at the navigation: their roles and a permission test. */
export interface NavViewer {
  roleIDs: readonly number[];
  hasPermission(permission: string): boolean;
}

/** A kept navigation item: a name, a normalised url when it had one, and its visible children. */
export type VisibleNavItem<T extends NavItemInput> = Omit<T, "children" | "name" | "url"> & {
  name: string;
  url?: string;
  children?: Array<VisibleNavItem<T>>;
};

/**
 * A navigation url as the spec keeps it: unchanged when it starts with http(s)://, a slash or a
 * tilde; otherwise with a leading slash added (shell spec §5).
 */
export function normalizeNavUrl(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith("/") || trimmed.startsWith("~")) return trimmed;
  return `/${trimmed}`;
}

/**
 * The href of a normalised navigation url: a leading tilde stands for the site root (Vanilla's
 * `~/path` convention), so `~/discussions` becomes `/discussions`.
 */
export function navItemHref(url: string): string {
  if (!url.startsWith("~")) return url;
  const rest = url.slice(1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The items a viewer sees (shell spec §5): items without a name, or without both a url and
 * children, are dropped; items marked isHidden or needing a permission the viewer lacks are hidden;
 * items with roleIDs show only to holders of one of those roles. Children follow the same rules, and
 * a parent without a url whose children all disappeared goes too (it would lead nowhere).
 */
export function visibleNavItems<T extends NavItemInput>(
  items: readonly T[],
  viewer: NavViewer,
): Array<VisibleNavItem<T>> {
  const visible: Array<VisibleNavItem<T>> = [];
  for (const item of items) {
    const name = item.name?.trim();
    const url = item.url?.trim() ? normalizeNavUrl(item.url) : undefined;
    const hasChildren = (item.children?.length ?? 0) > 0;
    if (!name || (!url && !hasChildren)) continue;
    if (item.isHidden) continue;
    if (item.permission && !viewer.hasPermission(item.permission)) continue;
    if (item.roleIDs && item.roleIDs.length > 0 && !item.roleIDs.some((id) => viewer.roleIDs.includes(id))) {
      continue;
    }
    const children = hasChildren ? visibleNavItems(item.children as readonly T[], viewer) : undefined;
    if (!url && !children?.length) continue;
    const { children: _children, url: _url, name: _name, ...rest } = item;
    visible.push({ ...rest, name, ...(url ? { url } : {}), ...(children ? { children } : {}) });
  }
  return visible;
}

/**
 * True when a link leads outside the product (another origin), so it opens in a new tab (shell
 * spec §2). Relative and tilde links stay inside.
 */
export function isExternalUrl(url: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(url.trim())) return false;
  try {
    return new URL(url.trim()).origin !== new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
