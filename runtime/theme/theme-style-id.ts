/**
 * The id of the theme's style element (install-theme.ts writes it out, to keep the first load as
 * it is). A page the server rendered already has it, with the site's theme or the viewer's preview,
 * and the browser then adds none of its own. A module of its own, so the boot code can look for the
 * element without bringing the theme's tokens into the first load.
 */
export const THEME_STYLE_ID = "plaza-theme-variables";
