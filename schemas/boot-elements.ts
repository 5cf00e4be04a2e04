/* Apart from the boot payload's schema: the first load reads them, never the schema. */

/** The id of the boot payload's script element. */
export const BOOT_ELEMENT_ID = "plaza-boot";

/**
 * The id of the `<script type="application/json">` where a server-rendered page lists its widgets'
 * chunks; the page's entry preloads them when the app starts (src/app/main.tsx).
 */
export const MODULES_ELEMENT_ID = "plaza-modules";

/**
 * The window property where the built page's inline loader keeps what was done on the page before
 * its entry script ran (clicks on controls, forms sent, fields typed in, a first intent to use it),
 * for the entry to do once the page is hydrated (src/app/shell/deferred-hydration.ts).
 */
export const EARLY_EVENTS_KEY = "__plazaEarly";

/** Controls whose click needs the app (links are the shell's, before and after hydration). */
export const HELD_CONTROL_SELECTOR =
  'button, [role="button"], [role="tab"], [role="menuitem"], summary, select, label, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';
