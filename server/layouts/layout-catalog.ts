import type { LayoutViewType } from "../../schemas/layout/node.schema";
import { widgetCatalog, type WidgetCatalogEntry } from "../../schemas/widgets/index";

/** One item of the catalog, by hydrate key (layouts.yml `/layouts/catalog`). */
export interface CatalogItem {
  $reactComponent: string;
  name: string;
  schema: WidgetCatalogEntry["schema"];
  fragmentTypes: readonly string[];
  /** A declared widget type's emoji or symbol (custom fragments). */
  icon?: string;
}

/** What the layout editor may place in a layout of a view type. */
export interface LayoutCatalog {
  layoutViewType: LayoutViewType;
  layoutParams: Record<string, { schema: { type: string; description: string } }>;
  widgets: Record<string, CatalogItem>;
  sections: Record<string, CatalogItem>;
  assets: Record<string, CatalogItem>;
}

const commonParams = {
  locale: { schema: { type: "string", description: "The locale the layout renders in." } },
  siteSectionID: { schema: { type: "integer", description: "The current site section." } },
};
const pageParam = { page: { schema: { type: "integer", description: "The page of the list, from 1." } } };
const sortParam = { sort: { schema: { type: "string", description: "The sort of the list." } } };

/** Params each view's hydrators receive besides the common ones (content spec §2 custom-layout routes). */
const viewParams: Record<
  LayoutViewType,
  Record<string, { schema: { type: string; description: string } }>
> = {
  home: {},
  subcommunityHome: {},
  discussionList: {
    categoryID: { schema: { type: "integer", description: "The category of a category page." } },
    ...pageParam,
    ...sortParam,
  },
  categoryList: {},
  post: {
    discussionID: { schema: { type: "integer", description: "The discussion shown." } },
    commentID: { schema: { type: "integer", description: "The comment a permalink points at." } },
    ...pageParam,
    ...sortParam,
  },
  createPost: {
    parentRecordType: { schema: { type: "string", description: "category or group." } },
    parentRecordID: { schema: { type: "integer", description: "The parent; -1 for none." } },
  },
};

/**
 * The catalog of built-in widgets, sections and assets with their schemas and fragment types, built
 * from `widgetCatalog`. The LayoutError placeholder is no choice and stays out.
 */
export function buildLayoutCatalog(
  layoutViewType: LayoutViewType,
  /** The addons that are on; an addon's widgets stay out while it is off. */
  enabledAddons: ReadonlySet<string> = new Set(),
  /** Widget types committed CustomFragments declare, keyed `custom.<fragmentUUID>` (every view type). */
  customEntries: ReadonlyArray<WidgetCatalogEntry & { icon: string }> = [],
): LayoutCatalog {
  const catalog: LayoutCatalog = {
    layoutViewType,
    layoutParams: { ...commonParams, ...viewParams[layoutViewType] },
    widgets: {},
    sections: {},
    assets: {},
  };
  for (const entry of widgetCatalog) {
    if (entry.type === "LayoutError") continue;
    if (entry.addon !== undefined && !enabledAddons.has(entry.addon)) continue;
    const group = entry.kind === "section" ? "sections" : entry.kind === "asset" ? "assets" : "widgets";
    catalog[group][entry.hydrate] = {
      $reactComponent: entry.type,
      name: entry.name,
      schema: entry.schema,
      fragmentTypes: entry.fragmentTypes ?? [],
    };
  }
  for (const entry of customEntries) {
    // The editor looks a widget's validator up by its $reactComponent: the served module has it by key.
    catalog.widgets[entry.hydrate] = {
      $reactComponent: entry.type,
      name: entry.name,
      schema: entry.schema,
      fragmentTypes: [],
      icon: entry.icon,
    };
  }
  return catalog;
}
