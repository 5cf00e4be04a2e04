import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { isSafeLink, normalizeLink } from "../../../runtime/url/safe-link";
import { allowList } from "./allow-list";
import { domWindow } from "./dom-window";
import { isAllowedImage, type RenderOptions } from "./images/image-hosts";

/** rel of links that leave the site: no ranking credit for user content, no window.opener. */
export const EXTERNAL_LINK_REL = "nofollow ugc noopener noreferrer";

const uriAttributes = new Set(["href", "src"]);
const numeric = new Set<string>(allowList.numericAttributes);
const classes = new Set<string>(allowList.classes);

const config: Config = {
  ALLOWED_TAGS: [...allowList.tags],
  ALLOWED_ATTR: [...allowList.attributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Defence in depth: DOMPurify's own URI check uses the safe-link rule too (content spec §5), so
  // the non-URI attributes must be declared URI-safe or their plain values would fail it.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|tel:|mailto:|\/|#)/i,
  ADD_URI_SAFE_ATTR: ["width", "height", "loading", "data-username", "colspan", "rowspan", "start"],
  RETURN_DOM: true,
};

let purifier: DOMPurify | undefined;

/** The one DOMPurify instance, bound to the shared jsdom window and given its hooks on first use. */
function purify(): DOMPurify {
  if (!purifier) {
    const instance = createDOMPurify(domWindow() as unknown as Parameters<typeof createDOMPurify>[0]);
    instance.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName;
      const value = data.attrValue.trim();
      if (uriAttributes.has(name)) {
        // Kept as the browser reads it, so what is judged (here and in finishElements) is what
        // is followed: `/\host` is `//host`. An unsafe link loses its href here; the <a> is
        // unwrapped afterwards (finishElements).
        const link = normalizeLink(value);
        data.keepAttr = link !== "" && isSafeLink(link);
        data.attrValue = link;
      } else if (numeric.has(name)) {
        data.keepAttr = /^\d{1,5}$/.test(value);
      } else if (name === "class") {
        const kept = value.split(/\s+/).filter((name) => classes.has(name));
        data.keepAttr = kept.length > 0;
        data.attrValue = kept.join(" ");
      } else if (name === "loading") {
        data.keepAttr = value === "lazy" || value === "eager";
      }
    });
    // Set once: a config passed to every sanitize() call would be parsed again each time.
    instance.setConfig(config);
    purifier = instance;
  }
  return purifier;
}

/**
 * Sanitises HTML into a detached <body> element: DOMPurify with the allow-list, then links without
 * a safe href unwrapped (their text kept), rel set on external links, images without a safe src
 * dropped, and images from another host than the site and `options.imageHosts` shown as a link to
 * the image instead (see {@link isAllowedImage}). Links keep no target: the app sends external links
 * through /home/leaving on click.
 */
export function sanitizeToElement(html: string, options: RenderOptions = {}): HTMLElement {
  // RETURN_DOM answers the <body> of a fresh document (typed as Node), or null when the markup
  // leaves the document without a body (a <frameset>): then nothing is kept.
  const body =
    (purify().sanitize(html) as unknown as HTMLElement | null) ?? domWindow().document.createElement("body");
  finishElements(body, options);
  return body;
}

function finishElements(root: HTMLElement, options: RenderOptions): void {
  for (const link of Array.from(root.getElementsByTagName("a"))) {
    const href = link.getAttribute("href");
    if (href === null) {
      link.replaceWith(...Array.from(link.childNodes));
    } else if (isExternal(href)) {
      link.setAttribute("rel", EXTERNAL_LINK_REL);
    }
  }
  for (const table of Array.from(root.getElementsByTagName("table"))) labelTableCells(table);
  for (const image of Array.from(root.getElementsByTagName("img"))) {
    const src = image.getAttribute("src");
    if (src === null) image.remove();
    else if (!isAllowedImage(src, options.imageHosts)) image.replaceWith(...imageAsLink(image, src));
    else image.setAttribute("loading", "lazy");
  }
}

/** The longest column header a cell repeats as its label. */
const CELL_LABEL_LENGTH = 100;

/**
 * Gives every data cell its column's header text as `data-label` (content spec §5 / shell spec
 * "table mobile breakpoint 600"): below 600 px a post's table stacks its cells, each shown under
 * its header (posts.styles.ts). The header row is the table's <thead> row, else a first row of <th>
 * only; column spans are followed. A table without one is left alone. Set after sanitising, from
 * text only, so nothing a person typed can become markup.
 */
function labelTableCells(table: HTMLTableElement): void {
  const rows = Array.from(table.rows).filter((row) => row.closest("table") === table);
  const headerRow =
    rows.find((row) => row.parentElement?.tagName === "THEAD") ??
    (rows[0] && Array.from(rows[0].cells).every((cell) => cell.tagName === "TH") ? rows[0] : undefined);
  if (!headerRow) return;
  const headers: string[] = [];
  for (const cell of Array.from(headerRow.cells)) {
    const text = (cell.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, CELL_LABEL_LENGTH);
    for (let span = 0; span < Math.min(Math.max(cell.colSpan, 1), 100); span += 1) headers.push(text);
  }
  for (const row of rows) {
    if (row === headerRow || row.parentElement?.tagName === "THEAD") continue;
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      const header = headers[column];
      if (cell.tagName === "TD" && header) cell.setAttribute("data-label", header);
      column += Math.max(cell.colSpan, 1);
    }
  }
}

/**
 * What shows instead of an image of another host: a link to it named by its alt text (or its
 * address), which loads nothing until followed; inside a link, only the alt text (no link in a link).
 */
function imageAsLink(image: HTMLImageElement, src: string): Node[] {
  const doc = image.ownerDocument;
  const alt = image.getAttribute("alt")?.trim() ?? "";
  if (image.closest("a")) return alt ? [doc.createTextNode(alt)] : [];
  const link = doc.createElement("a");
  link.setAttribute("href", src);
  link.setAttribute("rel", EXTERNAL_LINK_REL);
  link.textContent = alt || src;
  return [link];
}

/** Absolute http(s) URLs and protocol-relative ones ("//host") leave the site. */
function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}
