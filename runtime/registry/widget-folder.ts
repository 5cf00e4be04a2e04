/** The kebab-case folder of a widget type, by the house convention (`DiscussionsWidget` → `discussions-widget`). */
export function widgetFolderOf(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();
}
