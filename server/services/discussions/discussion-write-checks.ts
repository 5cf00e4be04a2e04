import type { Kysely, Updateable } from "kysely";
import type { DiscussionPatchBody } from "../../../schemas/api/discussion-writes.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { badRequest, forbidden } from "../../http/errors";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { canViewCategory, type CategoryRow } from "../categories/categories";
import type { DiscussionRow } from "./discussion-presenter";
import type { PostRules } from "./discussion-permissions";
import { hasBidiOrControlCharacter, hasVisibleCharacter } from "../abuse/visible-text";

/** Category display types that hold discussions (the others only list sub-categories). */
const POSTABLE_DISPLAY = new Set(["discussions", "flat"]);

/** True when the viewer may start a discussion in the category: it holds discussions and grants `discussions.add`. */
export function canStartDiscussionIn(viewer: Viewer, category: CategoryRow): boolean {
  return (
    POSTABLE_DISPLAY.has(category.displayAs) &&
    canViewCategory(viewer, category) &&
    hasPermission(viewer.checker, "discussions.add", {
      resourceType: "category",
      resourceID: category.categoryID,
    })
  );
}

/**
 * A category a discussion may be posted in or moved to: 400 (field categoryID) when it does not
 * exist or holds no discussions, 403 when it is hidden from the viewer.
 */
export async function getPostableCategory(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
): Promise<CategoryRow> {
  const category = await db
    .selectFrom("categories")
    .selectAll()
    .where("categoryID", "=", categoryID)
    .executeTakeFirst();
  const fieldError = (message: string) =>
    badRequest("The category is not valid.", [{ field: "categoryID", code: "invalid", message }]);
  if (!category) throw fieldError("The category does not exist.");
  if (!canViewCategory(viewer, category)) {
    throw forbidden("Permission Problem", "You may not post in that category.");
  }
  if (!POSTABLE_DISPLAY.has(category.displayAs)) throw fieldError("That category does not hold discussions.");
  return category;
}

/**
 * 400 (field name) for a title that shows nothing (blank, or only NUL, zero-width or bidi-control
 * characters) or holds a control character or a bidi override, embedding or isolate, which would
 * make it read differently from what was typed. Zero-width joiners inside visible text stay
 * (emoji sequences need them).
 */
export function assertValidName(name: string): void {
  if (!hasVisibleCharacter(name)) {
    throw badRequest("The post could not be saved.", [
      { field: "name", code: "empty", message: "The title is required." },
    ]);
  }
  if (hasBidiOrControlCharacter(name)) {
    throw badRequest("The post could not be saved.", [
      {
        field: "name",
        code: "invalid",
        message: "Titles may not contain control characters or text-direction overrides.",
      },
    ]);
  }
}

/** 403 while tagging.enabled is off. */
export function assertTagging(rules: PostRules): void {
  if (!rules.taggingEnabled) throw forbidden("Tagging is turned off.", "This community does not use tags.");
}

/** Why the viewer may not edit: a closed post, a passed window, or not theirs (content spec §6). */
export function editRefusal(row: DiscussionRow, viewer: Viewer) {
  if (viewer.userID > 0 && viewer.userID === row.insertUserID) {
    return row.closed === 1
      ? forbidden("This discussion is closed.", "A closed discussion cannot be edited by its author.")
      : forbidden(
          "The time to edit this discussion has passed.",
          "Authors may edit only for a while after posting.",
        );
  }
  return forbidden("Permission Problem", "You may not edit this discussion.");
}

/** The pinned and pinLocation columns after a patch (content spec §3: none, category or recent). */
export function pinChange(
  row: DiscussionRow,
  patch: DiscussionPatchBody,
): Updateable<Database["discussions"]> {
  if (patch.pinned === false) return { pinned: 0, pinLocation: "none" };
  if (patch.pinned === true || patch.pinLocation !== undefined) {
    const current = row.pinned === 1 && row.pinLocation !== "none" ? row.pinLocation : "category";
    return { pinned: 1, pinLocation: patch.pinLocation ?? current };
  }
  return {};
}
