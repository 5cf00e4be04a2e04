/* Apart from the boot payload's schema: the first load reads them, never the schema. */

/** The id of the boot payload's script element. */
export const BOOT_ELEMENT_ID = "plaza-boot";

/**
 * The id of the `<script type="application/json">` where a server-rendered page lists its widgets'
 * chunks; the page's entry preloads them when the app starts (src/app/main.tsx).
 */
export const MODULES_ELEMENT_ID = "plaza-modules";
