/**
 * Fragment types (shell spec §2 custom fragments): what a custom fragment may replace or add. Every
 * built-in widget and asset has one, named after it without its "Widget" or "Asset" suffix
 * (SiteTotalsWidget → SiteTotalsFragment, OriginalPostAsset → OriginalPostFragment); the comment
 * thread's items have their own (CommentItemFragment); `CustomFragment` adds a widget type of its
 * own. Sections and system nodes are layout, not content, and have none.
 */

/** The fragment type of a fragment that declares a new widget type (name, icon, props schema). */
export const CUSTOM_FRAGMENT_TYPE = "CustomFragment";

/** The comment thread's items: each comment, with the comment and its discussion as props. */
export const COMMENT_ITEM_FRAGMENT_TYPE = "CommentItemFragment";

/** Widget types that no fragment replaces: the custom fragment widget renders fragments itself. */
const NOT_OVERRIDABLE = new Set(["CustomFragmentWidget", "LayoutError"]);

/** The fragment type that replaces a widget of `widgetType`, or null when none may. */
export function fragmentTypeOfWidget(widgetType: string): string | null {
  if (NOT_OVERRIDABLE.has(widgetType) || widgetType.startsWith("Section")) return null;
  return `${widgetType.replace(/(Widget|Asset)$/, "")}Fragment`;
}

/** Fragment types that replace a part inside a widget rather than a whole widget, by that widget. */
export const INNER_FRAGMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  CommentThreadAsset: [COMMENT_ITEM_FRAGMENT_TYPE],
};
