import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (its time zone, the location's hash or origin): `serverValue` on
 * the server and while the browser hydrates the server's HTML, so both render the same markup, then
 * `read()` from the next render on. `read` must return the same value until something changes.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

const readTrue = () => true;

/** True on the server and while the browser hydrates the server's HTML, false from then on. */
export function useIsServerRender(): boolean {
  return !useBrowserValue(readTrue, false);
}
