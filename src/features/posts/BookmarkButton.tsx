// The toggle lives with the discussion lists, which show it on every item; the post page uses the same one.
export { BookmarkButton, type BookmarkButtonProps } from "../discussions";
