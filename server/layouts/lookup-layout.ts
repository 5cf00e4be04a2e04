import type { Kysely } from "kysely";
import type { ViewCounter } from "../services/site/tracking";
import type { SiteConfig } from "../../schemas/config/site-config";
import type { HydratedLayoutResponse, LayoutSeo, LayoutViewType } from "../../schemas/layout/node.schema";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";
import { pageRoutes } from "../../schemas/routes";
import { forbidden } from "../http/errors";
import { readSiteConfig } from "../services/config";
import { pageTagIDs, tagNames } from "../services/categories/tags";
import { hydrateLayout, type HydrateOptions } from "./hydrate-layout";
import { chooseLayout, loadLayoutRecord, type ChosenLayout, type LayoutRecordRef } from "./resolve-layout";
import { interfaceCatalog } from "../services/translations/locales";
import { interfaceText, msg } from "../services/translations/interface-text";

/** A layout query (shell spec §3): the view, the record (a category may be named by url code), params. */
export interface LayoutLookup {
  layoutViewType: LayoutViewType;
  recordType: string;
  recordID: number | string;
  params: Record<string, unknown>;
}

/** Options of {@link lookupHydratedLayout}. */
export interface LookupOptions extends HydrateOptions {
  debug: boolean;
  /** `https://host` of the request, for the canonical URL. */
  origin: string;
  /** Counts the viewer's view of the page's discussion (post pages). */
  countView?: ViewCounter;
  /** Hydrates this definition instead of the one assigned to the view (the layout editor's preview). */
  definition?: ChosenLayout;
}

/**
 * Finds the layout of a view for a record and hydrates it for the viewer: the service behind
 * `GET /layouts/lookup-hydrate` and the first page's inlined layout. Throws a 404 HttpError for a
 * missing or hidden record (the same for both).
 */
export async function lookupHydratedLayout(
  db: Kysely<Database>,
  viewer: Viewer,
  query: LayoutLookup,
  options: LookupOptions,
): Promise<HydratedLayoutResponse> {
  const [config, record] = await Promise.all([
    readSiteConfig(db),
    loadLayoutRecord(db, viewer, query.recordType, query.recordID),
  ]);
  const params = normalizeParams(query.params, config, record);
  // The bookmarks page is a member's own list: a guest gets the Permission Problem page with Sign In.
  if (params.bookmarked === true && viewer.userID === 0) {
    throw forbidden("You must sign in first.", "Bookmarks are kept for each member.");
  }
  const [chosen, tags] = await Promise.all([
    options.definition ?? chooseLayout(db, config, query.layoutViewType, record),
    query.layoutViewType === "discussionList" ? tagNames(db, pageTagIDs(params.tagID)) : [],
  ]);
  const hydrated = await hydrateLayout(
    chosen,
    {
      db,
      viewer,
      config,
      layoutViewType: query.layoutViewType,
      recordType: record.recordType,
      recordID: record.recordID,
      params,
      debug: options.debug || config.debug,
      countView: options.countView,
    },
    // A built-in layout's titles are interface strings: shown in the site's language.
    chosen.isDefault ? { ...options, builtInCatalog: interfaceCatalog(config["ui.localeKey"]) } : options,
  );
  return {
    layoutID: chosen.layoutID,
    name: chosen.name,
    layoutViewType: query.layoutViewType,
    isDefault: chosen.isDefault,
    layout: hydrated.layout,
    titleBar: hydrated.titleBar,
    seo: seoFor(config, query.layoutViewType, record, params, options.origin, tags),
    redirectTo: null,
  };
}

/**
 * Page params for hydrators: the site's locale and section unless given, IDs and `page` as integers
 * (query strings arrive as text; shell spec §2: page is parsed as an integer, default 1), and the
 * record's own ID under its name (categoryID, discussionID).
 */
function normalizeParams(
  given: Record<string, unknown>,
  config: SiteConfig,
  record: LayoutRecordRef,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const isNumeric =
      (key === "page" || key.endsWith("ID")) && typeof value === "string" && /^-?\d{1,9}$/.test(value);
    params[key] = isNumeric ? Number(value) : value;
  }
  // A query string carries the bookmarks page's flag as text.
  if (params.bookmarked === "true") params.bookmarked = true;
  params.locale ??= config["ui.localeKey"];
  params.siteSectionID ??= config.siteSection.sectionID;
  if (params.page !== undefined) params.page = Math.max(1, Number.parseInt(String(params.page), 10) || 1);
  if (
    record.recordType === "category" ||
    record.recordType === "discussion" ||
    record.recordType === "comment"
  ) {
    params[`${record.recordType}ID`] = record.recordID;
  }
  return { ...params, ...record.params };
}

const viewTitles: Partial<Record<LayoutViewType, string>> = {
  discussionList: msg("Recent Discussions"),
  categoryList: msg("Categories"),
  createPost: msg("New Discussion"),
};
const viewPaths: Record<LayoutViewType, string> = {
  home: "/",
  subcommunityHome: "/",
  discussionList: "/discussions",
  categoryList: "/categories",
  post: "/",
  createPost: "/post/discussion",
};

/** The create-post page opened on a discussion to edit (content spec §2 `/post/editdiscussion/{id}`). */
function isEditOfPost(params: Record<string, unknown>): boolean {
  const location = params.createPostLocation as { type?: unknown; recordID?: unknown } | null | undefined;
  return location?.type === "edit" && typeof location.recordID === "number" && location.recordID > 0;
}

/**
 * SEO of a page: titled after its record (a category's name) or what it shows (Bookmarks, the tags
 * it is filtered by, its view), then the site's name.
 */
function seoFor(
  config: SiteConfig,
  layoutViewType: LayoutViewType,
  record: LayoutRecordRef,
  params: Record<string, unknown>,
  origin: string,
  tags: readonly string[],
): LayoutSeo {
  const siteName = config["ui.siteName"];
  const locale = config["ui.localeKey"];
  const bookmarks = layoutViewType === "discussionList" && params.bookmarked === true;
  const tagged =
    tags.length > 0 ? interfaceText(locale, msg("Tagged: {tags}"), { tags: tags.join(", ") }) : undefined;
  const viewTitle = viewTitles[layoutViewType];
  const heading =
    record.name ??
    (bookmarks
      ? interfaceText(locale, msg("Bookmarks"))
      : isEditOfPost(params)
        ? interfaceText(locale, msg("Edit Discussion"))
        : (tagged ?? (viewTitle ? interfaceText(locale, viewTitle) : undefined)));
  const title = heading ? `${heading} - ${siteName}` : siteName;
  const description = record.description || config["ui.description"];
  // Category and discussion pages page by path (content spec §2: /categories/{id}/p{page}, /p{n}).
  const paged =
    (record.recordType === "category" || record.recordType === "discussion") &&
    typeof params.page === "number" &&
    params.page > 1;
  const page = paged ? `/p${String(params.page)}` : "";
  const url = `${origin}${record.path ?? (bookmarks ? pageRoutes.bookmarks : viewPaths[layoutViewType])}${page}`;
  const meta: Array<Record<string, string>> = [
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:url", content: url },
  ];
  if (description) meta.push({ name: "description", content: description });
  return { title, description, meta, links: [{ rel: "canonical", href: url }], url };
}
