import type { Kysely } from "kysely";
import type { SiteConfig } from "../../schemas/config/site-config";
import type { HydratedLayoutResponse } from "../../schemas/layout/node.schema";
import { layoutQueryFor } from "../../runtime/url/match-route";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";
import { HttpError } from "../http/errors";
import { isLayoutViewType } from "./layout-store";
import { lookupHydratedLayout, type LookupOptions } from "./lookup-layout";

/** The first page's layout, or the status of the error page it shows instead. */
export interface FirstPageLayout {
  layout?: HydratedLayoutResponse;
  /** 404 when the page's record is missing or hidden from the viewer (shell spec §2 error page). */
  status?: number;
}

/**
 * Hydrates the layout of a layout-driven page for inlining into its HTML (ARCHITECTURE "first page:
 * inlined into index.html"), through the same service as `GET /layouts/lookup-hydrate`. Pages that
 * are not layout-driven get nothing; an unexpected failure is reported and leaves the layout to the
 * client's own request.
 */
export async function firstPageLayout(
  db: Kysely<Database>,
  viewer: Viewer,
  url: string,
  config: SiteConfig,
  options: LookupOptions & { onFailure: (error: unknown) => void },
): Promise<FirstPageLayout> {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? "" : url.slice(queryAt + 1);
  const query = layoutQueryFor(pathname, search, {
    sectionID: config.siteSection.sectionID,
    locale: config["ui.localeKey"],
  });
  if (!query || !isLayoutViewType(query.layoutViewType)) return {};
  // A category path may carry its url code instead of its ID.
  const named = query.params[`${query.recordType}ID`];
  const recordID = Number.isNaN(query.recordID) && typeof named === "string" ? named : query.recordID;
  try {
    const layout = await lookupHydratedLayout(
      db,
      viewer,
      { layoutViewType: query.layoutViewType, recordType: query.recordType, recordID, params: query.params },
      options,
    );
    return { layout };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status };
    options.onFailure(error);
    return {};
  }
}
