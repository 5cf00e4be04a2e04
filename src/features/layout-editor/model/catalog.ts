import type { LayoutViewType } from "../../../../schemas/layout/node.schema";
import { childNodesSchema } from "../../../../schemas/widgets/common";
import { findCatalogEntry, widgetCatalog, type WidgetCatalogEntry } from "../../../../schemas/widgets/index";

/**
 * True for a prop schema that holds child nodes: the shared child-nodes list itself, or a copy of it
 * with its own description (`{...childNodesSchema, description}`).
 */
export function isChildNodesSchema(schema: unknown): boolean {
  if (schema === childNodesSchema) return true;
  if (typeof schema !== "object" || schema === null) return false;
  const candidate = schema as { type?: unknown; items?: unknown };
  return candidate.type === "array" && candidate.items === childNodesSchema.items;
}

/** Regions drawn above a section's columns come first in its reading order. */
const REGIONS_FIRST = ["breadcrumbs"];
const regionCache = new Map<string, readonly string[]>();

/**
 * The regions of a catalog entry (a section's props whose schema is the child-nodes list), in the
 * section's reading order: the breadcrumbs above the columns, then the schema's order (main before
 * panel, top before bottom). Empty for an unknown key or an entry that holds no nodes.
 */
export function regionsOf(hydrateKey: string): readonly string[] {
  const entry = findCatalogEntry(hydrateKey);
  if (!entry) return [];
  const known = regionCache.get(entry.type);
  if (known) return known;
  const properties = (entry.schema.properties ?? {}) as Record<string, unknown>;
  const regions = Object.keys(properties).filter((name) => isChildNodesSchema(properties[name]));
  const ordered = [
    ...REGIONS_FIRST.filter((name) => regions.includes(name)),
    ...regions.filter((name) => !REGIONS_FIRST.includes(name)),
  ];
  regionCache.set(entry.type, ordered);
  return ordered;
}

/** True for a section: it goes in the top-level list only. */
export function isSectionEntry(entry: WidgetCatalogEntry | undefined): boolean {
  return entry?.kind === "section";
}

/**
 * True for a widget or asset that may go in a region. The layout-error placeholder is no choice, and
 * the title bar has its own place (`titleBar`), never a region.
 */
export function isPlaceableWidget(entry: WidgetCatalogEntry | undefined): boolean {
  return (
    entry !== undefined && (entry.kind === "widget" || entry.kind === "asset") && entry.type !== "TitleBar"
  );
}

/**
 * True for a widget type a custom fragment declares (`custom.<fragmentUUID>`): the server's catalog
 * has it, not the built-in one; it goes in any region of any view, like most widgets.
 */
export function isCustomWidgetKey(hydrateKey: string): boolean {
  return /^custom\./i.test(hydrateKey);
}

/**
 * Widgets and assets that only make sense on some views: the view's own assets (content spec §2),
 * and the details of the discussion a post page shows. Every other widget goes anywhere.
 */
export const viewTypesOfWidget: Readonly<Record<string, readonly LayoutViewType[]>> = {
  DiscussionListAsset: ["discussionList"],
  OriginalPostAsset: ["post"],
  CommentThreadAsset: ["post"],
  CreateCommentAsset: ["post"],
  DiscussionDetailsWidget: ["post"],
  CreatePostFormAsset: ["createPost"],
};

/** True when a layout of `viewType` may hold the catalog entry (a section, or a widget for a region). */
export function viewMayHold(viewType: LayoutViewType, hydrateKey: string): boolean {
  const entry = findCatalogEntry(hydrateKey);
  if (!entry) return isCustomWidgetKey(hydrateKey);
  if (isSectionEntry(entry)) return true;
  if (!isPlaceableWidget(entry)) return false;
  const views = viewTypesOfWidget[entry.type];
  return views === undefined || views.includes(viewType);
}

/** The catalog entries a view type may hold, sections and widgets apart, in catalog order. */
export function catalogFor(viewType: LayoutViewType): {
  sections: WidgetCatalogEntry[];
  widgets: WidgetCatalogEntry[];
} {
  const held = widgetCatalog.filter((entry) => viewMayHold(viewType, entry.hydrate));
  return {
    sections: held.filter((entry) => isSectionEntry(entry)),
    widgets: held.filter((entry) => !isSectionEntry(entry)),
  };
}

const tabListCache = new Map<string, readonly string[]>();

/**
 * The tab lists of a catalog entry: props whose items are tabs, each with its own `children` list
 * of nodes (TabWidget's `tabs`). A widget may be moved into, out of and between those tabs as it is
 * between regions. Empty for an unknown key or an entry without tabs.
 */
export function tabListsOf(hydrateKey: string): readonly string[] {
  const entry = findCatalogEntry(hydrateKey);
  if (!entry) return [];
  const known = tabListCache.get(entry.type);
  if (known) return known;
  const properties = (entry.schema.properties ?? {}) as Record<string, unknown>;
  const lists = Object.keys(properties).filter((name) => {
    const items = (properties[name] as { type?: unknown; items?: { properties?: Record<string, unknown> } })
      .items;
    return isChildNodesSchema(items?.properties?.children);
  });
  tabListCache.set(entry.type, lists);
  return lists;
}
