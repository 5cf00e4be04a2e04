/**
 * Any cached discussion list, discussion or page layout (`discussions?...`, `discussions/...`,
 * `layouts/lookup-hydrate?...`): what a bulk job may have changed, read again once it is done.
 */
export function isDiscussionDataKey(key: unknown): boolean {
  return (
    typeof key === "string" &&
    (key.startsWith("discussions?") ||
      key.startsWith("discussions/") ||
      key.startsWith("layouts/lookup-hydrate?"))
  );
}
