import { createContext, useContext } from "react";

/**
 * Where the server notes each widget type a page rendered, so the page's head can link those
 * widgets' styles and preload their scripts before the browser reaches them. Null in the browser.
 */
export const RenderedWidgetsContext = createContext<Set<string> | null>(null);

/** Notes a widget type as rendered (a no-op in the browser). */
export function useNoteRenderedWidget(type: string): void {
  useContext(RenderedWidgetsContext)?.add(type);
}

/** The digest of an error a component throws on the server for what only the browser can render. */
export const CLIENT_ONLY_DIGEST = "plaza-client-only";

/**
 * Thrown while rendering on the server by a part only the browser can render (a custom fragment
 * loaded from its URL): React sends that part's Suspense fallback and the browser renders it.
 */
export class ClientOnlyRender extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor(what: string) {
    super(`${what} renders in the browser only.`);
  }
}
