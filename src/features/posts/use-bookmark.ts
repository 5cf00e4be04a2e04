// Moved beside the discussion lists with the bookmark toggle; kept here for the post page's imports.
export { useBookmark, BOOKMARK_ERROR_TEXT, type BookmarkState } from "../discussions";
