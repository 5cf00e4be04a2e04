import type { Kysely } from "kysely";
import type { ViewCounter } from "../services/site/tracking";
import type { SiteConfig } from "../../schemas/config/site-config";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";

/** What a widget hydrator knows about the page it hydrates for. */
export interface HydrateContext {
  db: Kysely<Database>;
  viewer: Viewer;
  config: SiteConfig;
  layoutViewType: string;
  recordType: string;
  recordID: number;
  /** Page params: locale, siteSectionID, and the route's (categoryID, page, sort, query params...). */
  params: Record<string, unknown>;
  debug: boolean;
  /** Whether this viewer's view of a discussion counts (services/site/tracking.ts); absent: none counts. */
  countView?: ViewCounter;
}

/**
 * Loads a widget's data through the same services as the REST API and answers its hydrated props
 * (the definition's props plus preloaded data). Throwing turns the node into a LayoutError.
 */
export type WidgetHydrator = (
  props: Record<string, unknown>,
  ctx: HydrateContext,
) => Promise<Record<string, unknown>>;
