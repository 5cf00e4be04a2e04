import { layoutRoutes, memberOnlyRoutes, messageRoutes, pageRoutes } from "../../schemas/routes";
import { isCreatePostPath, parseCreatePostLocation } from "./create-post-location";

/** The params of a matched route pattern. */
export type RouteParams = Record<string, string>;

/** Matches `pathname` against a `:name` pattern (segments may have a literal prefix, e.g. `p:page`). */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const a = pattern.split("/");
  const b = path.split("/");
  if (a.length !== b.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < a.length; i += 1) {
    const seg = a[i] ?? "";
    const value = b[i] ?? "";
    const colon = seg.indexOf(":");
    if (colon === -1) {
      if (seg.toLowerCase() !== value.toLowerCase()) return null;
      continue;
    }
    const prefix = seg.slice(0, colon);
    if (!value.toLowerCase().startsWith(prefix.toLowerCase()) || value.length === prefix.length) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value.slice(prefix.length));
    } catch {
      return null;
    }
    if (prefix && !/^\d+$/.test(decoded)) return null;
    params[seg.slice(colon + 1)] = decoded;
  }
  return params;
}

/** True when `pathname` matches one of the page routes, or is a create-post page (content spec §2). */
export function isKnownPagePath(pathname: string): boolean {
  return (
    Object.values(pageRoutes).some((pattern) => matchRoute(pattern, pathname) !== null) ||
    isCreatePostPath(pathname)
  );
}

/** True when `pathname` is a page only a signed-in member can use (schemas/routes.ts `memberOnlyRoutes`). */
export function isMemberOnlyPath(pathname: string): boolean {
  return memberOnlyRoutes.some((pattern) => matchRoute(pattern, pathname) !== null);
}

/** True when `pathname` is a private-message page. */
export function isMessagePath(pathname: string): boolean {
  return messageRoutes.some((pattern) => matchRoute(pattern, pathname) !== null);
}

/** What to look a layout up by (shell spec §3 layout query). */
export interface LayoutQuery {
  layoutViewType: string;
  recordType: string;
  /** A record's id, or for categories also its url code (`/categories/general`). */
  recordID: number | string;
  params: Record<string, unknown>;
}

/**
 * The layout query of a page, or null when the page is not layout-driven. `/` asks for
 * subcommunityHome with record type siteSection when the site section id is not 0 (shell spec §2);
 * query-string values pass through as params (content spec §2); `page` defaults to 1. Any other path
 * containing /post/ is the create-post page (content spec §2), looked up site-wide (global, -1) even
 * when it names a parent category: its layout is the form's, and a hidden or missing parent must not
 * turn the page into an error (the form just starts without a category).
 */
export function layoutQueryFor(
  pathname: string,
  search: string,
  site: { sectionID: number; locale: string },
): LayoutQuery | null {
  for (const route of layoutRoutes) {
    const match = matchRoute(route.pattern, pathname);
    if (!match) continue;
    const query = Object.fromEntries(new URLSearchParams(search));
    const params: Record<string, unknown> = { ...query, locale: site.locale, siteSectionID: site.sectionID };
    for (const [key, value] of Object.entries(match))
      params[key] = /^\d+$/.test(value) ? Number(value) : value;
    // A route's fixed params (the bookmarks page lists bookmarked discussions) win over the query.
    if ("params" in route) Object.assign(params, route.params);
    if (params.page !== undefined) params.page = Math.max(1, Number.parseInt(String(params.page), 10) || 1);
    if (route.pattern === pageRoutes.home) {
      return site.sectionID !== 0
        ? { layoutViewType: "subcommunityHome", recordType: "siteSection", recordID: site.sectionID, params }
        : { layoutViewType: "home", recordType: "siteSection", recordID: 0, params };
    }
    if ("recordType" in route) {
      return {
        layoutViewType: route.layoutViewType,
        recordType: route.recordType,
        recordID: params[route.recordParam] as number | string,
        params: { page: 1, ...params },
      };
    }
    return { layoutViewType: route.layoutViewType, recordType: "global", recordID: -1, params };
  }
  if (isCreatePostPath(pathname)) {
    const query = Object.fromEntries(new URLSearchParams(search));
    const createPostLocation = parseCreatePostLocation(pathname, search);
    return {
      layoutViewType: "createPost",
      recordType: "global",
      recordID: -1,
      params: { siteSectionID: site.sectionID, locale: site.locale, ...query, createPostLocation },
    };
  }
  return null;
}
