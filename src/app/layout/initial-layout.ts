import { createContext, useContext } from "react";
import type { BootPayload } from "../../../schemas/boot.schema";
import type { HydratedLayoutResponse } from "../../../schemas/layout/node.schema";
import { layoutKey } from "../../../runtime/layout/use-layout";
import { layoutQueryFor } from "../../../runtime/url/match-route";

/**
 * The layout the server inlined for the first page, under its swr key; or, for a page whose record
 * is missing or hidden, the status the server answered (the page shows its error without asking).
 */
export type InitialLayout = { key: string; layout: HydratedLayoutResponse } | { key: string; status: number };

/**
 * The first page's inlined layout. A context rather than a module variable, so the server can
 * render several pages at once, each with its own layout (src/app/AppRoot.tsx provides it).
 */
export const InitialLayoutContext = createContext<InitialLayout | null>(null);

/** The inlined first layout, if any. */
export function useInitialLayout(): InitialLayout | null {
  return useContext(InitialLayoutContext);
}

/** The inlined layout of the boot payload, keyed as the page at `pathname` and `search` will ask for it. */
export function initialLayoutOf(boot: BootPayload, pathname: string, search: string): InitialLayout | null {
  const sectionID = (boot.config.siteSection as { sectionID?: number } | undefined)?.sectionID ?? 0;
  const query = layoutQueryFor(pathname, search, { sectionID, locale: boot.locale });
  if (!query) return null;
  const key = layoutKey(query);
  if (boot.layout) return { key, layout: boot.layout as HydratedLayoutResponse };
  return boot.status >= 400 ? { key, status: boot.status } : null;
}
