import { randomBytes } from "node:crypto";
import { BOOT_ELEMENT_ID, type BootPayload } from "../../schemas/boot.schema";
import { headTags, type PageHead } from "./seo-head";
import { THEME_STYLE_ID } from "../../runtime/theme/css-variables";
import { htmlLanguageAttributes } from "../../locales/direction";

/** The placeholder Vite writes on every script and style tag (see vite.config.ts). */
export const NONCE_PLACEHOLDER = "__PLAZA_NONCE__";
/** Where the boot payload goes in index.html. */
export const BOOT_PLACEHOLDER = "<!--plaza-boot-->";

/** The page template used when the front end has not been built (API tests, first dev start). */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Plaza</title></head>
<body><div id="root"></div>${BOOT_PLACEHOLDER}</body></html>`;

/** A fresh 16-byte base64 nonce for one HTML response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** JSON safe to place inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 escaped. */
export function serializeForScript(value: unknown): string {
  // One pass over the text (a post page's boot payload is some 50 KB).
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_ESCAPES[ch]!);
}

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The theme's CSS custom properties as the page's style element: the browser's boot script finds it
 * and adds none of its own, so the first paint already has the site's (or the previewed) theme.
 */
function themeStyle(css: string, nonce: string): string {
  // Theme values cannot hold "<" (css-variables.ts refuses them); escaped anyway, as for scripts.
  return `<style id="${THEME_STYLE_ID}" nonce="${nonce}">${css.replace(/</g, "\\3c ")}</style>`;
}

/**
 * The page: the nonce on every tag, the title, the theme's style (`themeCss`), the head's SEO tags (description, Open Graph,
 * canonical, robots, JSON-LD; see seo-head.ts) and `widgetHead` (the rendered widgets' styles and
 * chunk list) before `</head>`, and the boot payload inlined.
 * Replacements go through functions, so a `$&` or `$'` in user text is never read as a pattern.
 */
export function renderPage(
  template: string,
  options: {
    nonce: string;
    title: string;
    boot: BootPayload;
    head?: PageHead;
    widgetHead?: string;
    themeCss?: string;
    /** The site's locale key: the root element's `lang`, and `dir="rtl"` for a right-to-left one. */
    locale?: string;
  },
): string {
  const bootScript = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeForScript(options.boot)}</script>`;
  let html = template.split(NONCE_PLACEHOLDER).join(options.nonce);
  if (options.locale) {
    const attributes = htmlLanguageAttributes(options.locale);
    html = html.replace(/<html\b[^>]*>/, () => `<html ${attributes}>`);
  }
  const title = `<title>${escapeText(options.title)}</title>`;
  html = html.replace(/<title>[^<]*<\/title>/, () => title);
  const head =
    (options.themeCss ? themeStyle(options.themeCss, options.nonce) : "") +
    (options.head ? headTags(options.head, options.nonce, serializeForScript) : "") +
    (options.widgetHead ?? "");
  if (head) html = html.replace("</head>", () => `${head}</head>`);
  html = html.includes(BOOT_PLACEHOLDER)
    ? html.replace(BOOT_PLACEHOLDER, () => bootScript)
    : html.replace("</body>", () => `${bootScript}</body>`);
  return html;
}
