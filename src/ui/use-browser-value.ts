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

/** What the server compares links with: it does not know the site's origin, only the browser does. */
export const SERVER_ORIGIN = "http://localhost";
const readOrigin = () => window.location.origin;

/** The site's origin, for telling links to other sites apart; see {@link useBrowserValue}. */
export function useSiteOrigin(): string {
  return useBrowserValue(readOrigin, SERVER_ORIGIN);
}
