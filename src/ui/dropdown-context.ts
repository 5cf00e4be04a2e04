import { createContext, useContext } from "react";

/** What a drop-down lends its items: a way to close it after an item is chosen. */
export interface DropDownContextValue {
  /** Closes the flyout; `returnFocus` puts focus back on the toggle button (shell spec §4). */
  close: (returnFocus: boolean) => void;
}

/** Set by {@link DropDown} around its flyout. */
export const DropDownContext = createContext<DropDownContextValue | null>(null);

/** The enclosing drop-down, or null when an item is rendered on its own. */
export function useDropDownContext(): DropDownContextValue | null {
  return useContext(DropDownContext);
}
