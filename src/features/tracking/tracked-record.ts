import { layoutRoutes } from "../../../schemas/routes";
import { MAX_RECORD_ID, type TickBody } from "../../../schemas/api/tick.schema";
import { matchRoute } from "../../../runtime/url/match-route";

/** The record ids a page view carries (shell spec §3 tracking event). */
export type TrackedRecord = Pick<TickBody, "discussionID" | "categoryID">;

/**
 * The discussion or category a page shows, from its address: `/discussion/{id}…` gives the
 * discussionID (the server adds its category), `/categories/{id}…` the categoryID. A category
 * addressed by its URL code, a comment permalink (it redirects to its discussion, whose page is
 * tracked) and every other page carry none.
 */
export function trackedRecordOf(pathname: string): TrackedRecord {
  for (const route of layoutRoutes) {
    const params = matchRoute(route.pattern, pathname);
    if (!params) continue;
    if (!("recordType" in route)) return {};
    const raw = params[route.recordParam] ?? "";
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || id < 1 || id > MAX_RECORD_ID) return {};
    if (route.recordType === "discussion") return { discussionID: id };
    if (route.recordType === "category") return { categoryID: id };
    return {};
  }
  return {};
}
