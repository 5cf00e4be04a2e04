import type { FragmentImpl } from "../../schemas/layout/node.schema";
import { findUnbalancedCssBlock } from "../format/css-blocks";

/** How long a fragment waits for its stylesheet before rendering anyway (shell spec §9: 1 s). */
export const FRAGMENT_STYLESHEET_WAIT_MS = 1000;

// By URL: the link and its wait. A link taken out of the document is added again on the next load.
const stylesheets = new Map<string, { link: HTMLLinkElement; ready: Promise<void> }>();

/**
 * The CSP nonce Vite publishes in `<meta property="csp-nonce">` (vite.config.ts `html.cspNonce`).
 * Browsers hide the nonce attribute from scripts, so the `nonce` property is read first.
 */
function cspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute("nonce") || undefined;
}

/**
 * Adds a `<link rel="stylesheet">` once per URL and waits for it at most 1 s (shell spec §9); a
 * failure is logged and the fragment renders unstyled (shell spec §8).
 */
function loadStylesheet(url: string, doc: Document): Promise<void> {
  const known = stylesheets.get(url);
  if (known?.link.isConnected && known.link.ownerDocument === doc) return known.ready;
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = url;
  const nonce = cspNonce(doc);
  if (nonce) link.nonce = nonce;
  const ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FRAGMENT_STYLESHEET_WAIT_MS);
    link.addEventListener("load", () => {
      clearTimeout(timer);
      resolve();
    });
    link.addEventListener("error", () => {
      clearTimeout(timer);
      console.error(`Failed to load the fragment stylesheet ${url}.`);
      stylesheets.delete(url);
      link.remove();
      resolve();
    });
  });
  stylesheets.set(url, { link, ready });
  doc.head.append(link);
  return ready;
}

/**
 * A fragment's CSS limited to the element its fragment renders in (`data-plaza-fragment`), so it
 * cannot restyle the rest of the page. The server does the same to the CSS it serves at `cssUrl`.
 */
export function scopeFragmentCss(fragmentUUID: string, css: string): string {
  return `@scope ([data-plaza-fragment=${JSON.stringify(fragmentUUID)}]) {\n${css}\n}`;
}

/**
 * Adds a fragment's inline CSS once, scoped to the fragment, as a `<style>` carrying the page's
 * CSP nonce: the policy is `style-src 'self' 'nonce-…'`, so a style element without it would be
 * ignored.
 */
function addInlineStyle(fragmentUUID: string, inline: string, doc: Document): void {
  if (findUnbalancedCssBlock(inline)) {
    // A stray "}" would end the scope and let the rest restyle the page: left out, like a failed stylesheet.
    console.error(
      `The inline CSS of fragment ${fragmentUUID} has braces that do not pair up; it was left out.`,
    );
    return;
  }
  const css = scopeFragmentCss(fragmentUUID, inline);
  const added = doc.head.querySelectorAll<HTMLStyleElement>("style[data-fragment-uuid]");
  if ([...added].some((el) => el.dataset.fragmentUuid === fragmentUUID && el.textContent === css)) return;
  const style = doc.createElement("style");
  const nonce = cspNonce(doc);
  if (nonce) style.nonce = nonce;
  style.dataset.fragmentUuid = fragmentUUID;
  style.textContent = css;
  doc.head.append(style);
}

/** Applies a fragment's styles (cssUrl and inline css); resolves when they apply or after 1 s. */
export function loadFragmentStyles(impl: FragmentImpl, doc: Document = document): Promise<void> {
  if (impl.css) addInlineStyle(impl.fragmentUUID, impl.css, doc);
  return impl.cssUrl ? loadStylesheet(impl.cssUrl, doc) : Promise.resolve();
}
