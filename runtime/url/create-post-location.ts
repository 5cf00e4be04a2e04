/** Where a new post goes: a post type under a category or a group (content spec §2 create-post path). */
export interface CreatePostCreateLocation {
  type: "create";
  postType: string;
  parentRecordType: "category" | "group";
  /** The parent's ID; -1 when the path names none (content spec §9 default parent id). */
  parentRecordID: number;
}

/** Which post an edit page edits (content spec §2 `/post/editdiscussion/{recordID}/{draftID}`). */
export interface CreatePostEditLocation {
  type: "edit";
  recordType: "discussion";
  /** null when the path has none or 0 ("recordID 0 means none"). */
  recordID: number | null;
  draftID: number | null;
}

/** The parsed create or edit info of a create-post page. */
export type CreatePostLocation = CreatePostCreateLocation | CreatePostEditLocation;

/** The path segment that marks the create-post page (content spec §2: "any path containing /post/"). */
export const CREATE_POST_SEGMENT = "/post/";

/** The post-type segment that means edit instead of create. */
const EDIT_DISCUSSION = "editdiscussion";

/** Default parent id of a group or category (content spec §9). */
export const DEFAULT_PARENT_ID = -1;

/** True when a pathname is a create-post page (content spec §2 custom-layout routes). */
export function isCreatePostPath(pathname: string): boolean {
  return pathname.toLowerCase().includes(CREATE_POST_SEGMENT);
}

/** The leading integer of a segment (`12`, `12-general`), or null. */
function leadingInteger(segment: string | undefined | null): number | null {
  const match = /^-?\d{1,9}/.exec(segment ?? "");
  return match ? Number(match[0]) : null;
}

/** An ID where 0 (or nothing) means none (content spec §2: "recordID 0 means none"). */
function optionalID(segment: string | undefined): number | null {
  const id = leadingInteger(segment);
  return id === null || id === 0 ? null : id;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Parses a create-post page's path (content spec §2): `/post/{postType}/{parentID}` is create, the
 * parent a group when its segment contains "social-groups" (its id from the `groupid` query param),
 * otherwise a category (default id -1); `/post/editdiscussion/{recordID}/{draftID}` is edit, where 0
 * means none. Null when the path holds no `/post/` or names no post type.
 */
export function parseCreatePostLocation(pathname: string, search: string): CreatePostLocation | null {
  const at = pathname.toLowerCase().indexOf(CREATE_POST_SEGMENT);
  if (at === -1) return null;
  const segments = pathname
    .slice(at + CREATE_POST_SEGMENT.length)
    .split("/")
    .filter((segment) => segment !== "")
    .map(decodeSegment);
  const [postType, parent, draft] = segments;
  if (!postType) return null;
  if (postType.toLowerCase() === EDIT_DISCUSSION) {
    return {
      type: "edit",
      recordType: "discussion",
      recordID: optionalID(parent),
      draftID: optionalID(draft),
    };
  }
  if (parent?.toLowerCase().includes("social-groups")) {
    const query = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
    const groupID = leadingInteger(query.get("groupid"));
    return {
      type: "create",
      postType,
      parentRecordType: "group",
      parentRecordID: groupID ?? DEFAULT_PARENT_ID,
    };
  }
  return {
    type: "create",
    postType,
    parentRecordType: "category",
    parentRecordID: leadingInteger(parent) ?? DEFAULT_PARENT_ID,
  };
}

/**
 * Content spec §5: a create-post location is valid only with a type, post type and parent info, or an
 * edit type and record ID.
 */
export function isValidCreatePostLocation(value: unknown): value is CreatePostLocation {
  if (!value || typeof value !== "object") return false;
  const location = value as Record<string, unknown>;
  if (location.type === "create") {
    return (
      typeof location.postType === "string" &&
      location.postType !== "" &&
      (location.parentRecordType === "category" || location.parentRecordType === "group") &&
      Number.isInteger(location.parentRecordID)
    );
  }
  if (location.type === "edit") {
    return location.recordType === "discussion" && Number.isInteger(location.recordID);
  }
  return false;
}

/**
 * Reads a location back from layout params, where the query string turned its numbers into text
 * and left out its nulls (runtime/url/query-string.ts). Null when the result is not valid (§5).
 */
export function readCreatePostLocation(value: unknown): CreatePostLocation | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Record<string, unknown>;
  const asID = (field: unknown): number | null =>
    typeof field === "number" ? field : typeof field === "string" ? leadingInteger(field) : null;
  const location: unknown =
    raw.type === "edit"
      ? {
          type: "edit",
          recordType: raw.recordType ?? "discussion",
          recordID: asID(raw.recordID) || null,
          draftID: asID(raw.draftID) || null,
        }
      : {
          type: raw.type,
          postType: raw.postType,
          parentRecordType: raw.parentRecordType,
          parentRecordID: asID(raw.parentRecordID) ?? DEFAULT_PARENT_ID,
        };
  return isValidCreatePostLocation(location) ? location : null;
}
