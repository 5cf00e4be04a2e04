/** The dashboard's home: it sends the viewer on to the first section they may open. */
export const DASHBOARD_URL = "/dashboard";

/** The permissions that open the dashboard at all (any one of them). */
export const DASHBOARD_PERMISSIONS = ["settings.manage", "site.manage"] as const;

/** The section that `/appearance/style-guides/{themeID}/revisions` opens (shell spec §2). */
export const THEMES_SECTION_ID = "themes";

const REVISIONS_PAGE_PREFIX = "revisions:";

/** What a dashboard address opens: a section and the page within it, or only the dashboard's home. */
export interface DashboardTarget {
  sectionID?: string;
  page?: string;
}

/** `/dashboard/{sectionID}` or `/dashboard/{sectionID}/{page}`, each segment encoded. */
export function dashboardSectionUrl(sectionID: string, page?: string): string {
  const base = `${DASHBOARD_URL}/${encodeURIComponent(sectionID)}`;
  return page === undefined ? base : `${base}/${encodeURIComponent(page)}`;
}

/** The address of a theme's revisions page (shell spec §2). */
export function themeRevisionsUrl(themeID: string): string {
  return `/appearance/style-guides/${encodeURIComponent(themeID)}/revisions`;
}

/** The `page` the themes section gets for a theme's revisions page: `revisions:{themeID}`. */
export function themeRevisionsPage(themeID: string): string {
  return `${REVISIONS_PAGE_PREFIX}${themeID}`;
}

/** A theme's id as the API spells it (schemas/api/themes.schema.ts): e.g. `keystone`, `harbour-2`. */
const THEME_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Whether `segment` can name a theme (a `/dashboard/themes/{themeID}` editor page, for one). */
export function isThemeID(segment: string | undefined): segment is string {
  return segment !== undefined && THEME_ID.test(segment);
}

/** The theme of a `revisions:{themeID}` page, or null when `page` is no such page. */
export function themeIDOfRevisionsPage(page: string | undefined): string | null {
  if (!page?.startsWith(REVISIONS_PAGE_PREFIX)) return null;
  const id = page.slice(REVISIONS_PAGE_PREFIX.length);
  return isThemeID(id) ? id : null;
}

/** A route param as written in the address (wouter hands them over still encoded). */
function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What the route params of the dashboard's addresses open: `/dashboard` (none), `/dashboard/:section`,
 * `/dashboard/:section/:page`, and `/appearance/style-guides/:themeID/revisions` (the themes section).
 */
export function dashboardTargetOf(params: {
  section?: string;
  page?: string;
  themeID?: string;
}): DashboardTarget {
  if (params.themeID !== undefined)
    return { sectionID: THEMES_SECTION_ID, page: themeRevisionsPage(decoded(params.themeID) ?? "") };
  return { sectionID: decoded(params.section), page: decoded(params.page) };
}
