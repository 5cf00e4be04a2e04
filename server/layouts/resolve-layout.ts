import type { Kysely } from "kysely";
import type { SiteConfig, SiteConfigKey } from "../../schemas/config/site-config";
import type { LayoutViewType } from "../../schemas/layout/node.schema";
import type { Database } from "../db/types";
import type { Viewer } from "../auth/viewer";
import { notFound } from "../http/errors";
import { isCategoryVisible } from "../services/categories/categories";
import { locateComment } from "../services/comments/comments";
import { defaultLayouts, type LayoutDefinition } from "./defaults";
import { definitionOf } from "./layout-store";

/**
 * The flag that switches a view to the site's custom layout (content spec §9: each behind a flag,
 * all off by default). Home pages have no flag: an assigned layout always applies (DECISIONS.md).
 */
const customLayoutFlags: Partial<Record<LayoutViewType, SiteConfigKey>> = {
  post: "featureFlags.customLayout.post.Enabled",
  discussionList: "featureFlags.customLayout.discussionList.Enabled",
  categoryList: "featureFlags.customLayout.categoryList.Enabled",
  createPost: "featureFlags.customLayout.createPost.Enabled",
};

/** The record a layout is looked up for, checked to exist and to be visible to the viewer. */
export interface LayoutRecordRef {
  recordType: string;
  recordID: number;
  /** Records whose assignments also apply, most specific first (a category's parents). */
  ancestors: Array<{ recordType: string; recordID: number }>;
  name?: string;
  description?: string;
  /** The record's page path, for the canonical URL. */
  path?: string;
  /** Page params the record implies (a comment permalink's discussionID). */
  params?: Record<string, unknown>;
}

/** The layout chosen for a view. */
export interface ChosenLayout extends LayoutDefinition {
  /** A stored layout's ID, a built-in one's view type, or "preview" for an unsaved definition. */
  layoutID: number | LayoutViewType | "preview";
  name: string;
  isDefault: boolean;
}

/**
 * Loads the record of a layout query: a category (by ID or url code), a discussion or a comment must
 * exist and be visible to the viewer (a hidden one answers the same 404 as a missing one, so the
 * error page cannot reveal that a staff discussion exists); other record types pass
 * as they are. Category -1 means "no category" (content spec §9 default parent -1).
 */
export async function loadLayoutRecord(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: string,
  recordID: number | string,
): Promise<LayoutRecordRef> {
  const numericID =
    typeof recordID === "number" ? recordID : /^-?\d{1,9}$/.test(recordID) ? Number(recordID) : NaN;
  if (recordType === "category" && numericID !== -1) {
    const query = db
      .selectFrom("categories")
      .select(["categoryID", "name", "description", "urlcode", "parentCategoryID"]);
    const category = await (
      Number.isNaN(numericID)
        ? query.where("urlcode", "=", String(recordID))
        : query.where("categoryID", "=", numericID)
    ).executeTakeFirst();
    if (!category) throw notFound("Category");
    if (!(await isCategoryVisible(db, viewer, category.categoryID))) throw notFound("Category");
    return {
      recordType,
      recordID: category.categoryID,
      ancestors: await categoryChain(db, category.parentCategoryID),
      name: category.name,
      description: category.description,
      path: `/categories/${encodeURIComponent(category.urlcode)}`,
    };
  }
  if (recordType === "comment") {
    // Content spec §2 permalink: the comment's discussion (and its categories) decide the layout
    // and the page; 404 as for the discussion.
    if (Number.isNaN(numericID)) throw notFound("Comment");
    const { discussionID } = await locateComment(db, viewer, numericID);
    const discussion = await loadLayoutRecord(db, viewer, "discussion", discussionID);
    return {
      ...discussion,
      recordType,
      recordID: numericID,
      ancestors: [{ recordType: "discussion", recordID: discussionID }, ...discussion.ancestors],
      path: `/discussion/comment/${numericID}`,
      params: { discussionID },
    };
  }
  if (recordType === "discussion") {
    const discussion = Number.isNaN(numericID)
      ? undefined
      : await db
          .selectFrom("discussions")
          .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
          .select(["discussions.discussionID", "discussions.name", "discussions.categoryID"])
          .where("discussions.discussionID", "=", numericID)
          .executeTakeFirst();
    if (!discussion || !(await isCategoryVisible(db, viewer, discussion.categoryID))) {
      throw notFound("Discussion");
    }
    return {
      recordType,
      recordID: discussion.discussionID,
      ancestors: await categoryChain(db, discussion.categoryID),
      name: discussion.name,
      path: `/discussion/${discussion.discussionID}`,
    };
  }
  if (Number.isNaN(numericID)) throw notFound("Record");
  return { recordType, recordID: numericID, ancestors: [] };
}

/**
 * The layout of a view: the built-in one while the view's flag is off; otherwise the most specific
 * assignment (the record, then its ancestors, then the site-wide one), else the built-in one.
 */
export async function chooseLayout(
  db: Kysely<Database>,
  config: SiteConfig,
  layoutViewType: LayoutViewType,
  record: LayoutRecordRef,
): Promise<ChosenLayout> {
  const builtIn: ChosenLayout = {
    layoutID: layoutViewType,
    isDefault: true,
    ...defaultLayouts[layoutViewType],
  };
  const flag = customLayoutFlags[layoutViewType];
  if (flag && config[flag] !== true) return builtIn;

  const candidates = [
    { recordType: record.recordType, recordID: record.recordID },
    ...record.ancestors,
    { recordType: "global", recordID: -1 },
  ];
  const rows = await db
    .selectFrom("layout_views")
    .innerJoin("layouts", "layouts.layoutID", "layout_views.layoutID")
    .select([
      "layouts.layoutID",
      "layouts.name",
      "layouts.definition",
      "layouts.titleBar",
      "layout_views.recordType",
      "layout_views.recordID",
    ])
    .where("layout_views.layoutViewType", "=", layoutViewType)
    .where((eb) =>
      eb.or(
        candidates.map((c) =>
          eb.and([
            eb("layout_views.recordType", "=", c.recordType),
            eb("layout_views.recordID", "=", c.recordID),
          ]),
        ),
      ),
    )
    .execute();
  for (const candidate of candidates) {
    const row = rows.find((r) => r.recordType === candidate.recordType && r.recordID === candidate.recordID);
    if (row) return { layoutID: row.layoutID, name: row.name, isDefault: false, ...definitionOf(row) };
  }
  return builtIn;
}

/** A category and its parents as layout records, nearest first (categories nest only a few deep). */
async function categoryChain(
  db: Kysely<Database>,
  categoryID: number | null,
): Promise<Array<{ recordType: string; recordID: number }>> {
  const chain: Array<{ recordType: string; recordID: number }> = [];
  let next = categoryID;
  while (next !== null && chain.length < 10) {
    const row = await db
      .selectFrom("categories")
      .select(["categoryID", "parentCategoryID"])
      .where("categoryID", "=", next)
      .executeTakeFirst();
    if (!row) break;
    chain.push({ recordType: "category", recordID: row.categoryID });
    next = row.parentCategoryID;
  }
  return chain;
}
