import { readCreatePostLocation } from "../../../../runtime/url/create-post-location";
import { toISO } from "../../../db/columns";
import { HttpError } from "../../../http/errors";
import { getCategoryRow, type CategoryRow } from "../../../services/categories/categories";
import { getDiscussionRow } from "../../../services/discussions/discussion-get";
import type { HydrateContext, WidgetHydrator } from "../../types";

/** A category the viewer may see, or undefined (missing or hidden: the form starts without one). */
async function visibleCategory(ctx: HydrateContext, categoryID: number): Promise<CategoryRow | undefined> {
  try {
    return await getCategoryRow(ctx.db, ctx.viewer, categoryID);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

function categoryProp(row: CategoryRow) {
  return { categoryID: row.categoryID, name: row.name, permissionCategoryID: row.permissionCategoryID };
}

/** The edited discussion's category, tags and edit-window facts, or nothing when it is hidden or gone. */
async function editProps(ctx: HydrateContext, discussionID: number): Promise<Record<string, unknown>> {
  let row;
  try {
    row = await getDiscussionRow(ctx.db, ctx.viewer, discussionID);
  } catch (error) {
    // The form's own load of /discussions/{id}/edit shows the 404 / 403 to the viewer.
    if (error instanceof HttpError) return {};
    throw error;
  }
  const [category, tags] = await Promise.all([
    visibleCategory(ctx, row.categoryID),
    ctx.db
      .selectFrom("discussion_tags")
      .innerJoin("tags", "tags.tagID", "discussion_tags.tagID")
      .select(["tags.tagID", "tags.name"])
      .where("discussion_tags.discussionID", "=", discussionID)
      .orderBy("tags.name")
      .limit(50)
      .execute(),
  ]);
  return {
    ...(category ? { category: categoryProp(category) } : {}),
    tags,
    post: {
      insertUserID: row.insertUserID,
      dateInserted: toISO(row.dateInserted) ?? "",
      closed: row.closed === 1,
      categoryID: row.categoryID,
    },
  };
}

/**
 * CreatePostFormAsset: the page's parsed create-post location (content spec §2, checked by §5), with
 * the path's parent category preselected when the viewer may see it; for an edit, the discussion's
 * category, tags and edit-window facts (the body itself the form loads from /discussions/{id}/edit).
 */
export const hydrateCreatePostFormAsset: WidgetHydrator = async (props, ctx) => {
  const location = readCreatePostLocation(ctx.params.createPostLocation);
  if (!location) return props;
  if (location.type === "edit") {
    return { ...props, location, ...(location.recordID ? await editProps(ctx, location.recordID) : {}) };
  }
  const category =
    location.parentRecordType === "category" && location.parentRecordID > 0
      ? await visibleCategory(ctx, location.parentRecordID)
      : undefined;
  return { ...props, location, ...(category ? { category: categoryProp(category) } : {}) };
};
