import { createRequire } from "node:module";
import type { FeedItem } from "../../../schemas/entities/feed-item.schema";
import { isSafeLink } from "../../../runtime/url/safe-link";

/** Most items kept from one feed. */
export const MAX_FEED_ITEMS = 50;
/** Longest description kept, in characters. */
const MAX_DESCRIPTION_LENGTH = 500;

type Parser = { parseFromString(text: string, type: "text/xml" | "text/html"): Document };
type Serializer = { serializeToString(node: Node): string };
let dom: { parser: Parser; serializer: Serializer } | undefined;

/**
 * jsdom's DOMParser, made once. jsdom ships no types and is loaded only when a feed is parsed;
 * its XML parser neither fetches external entities nor expands declared ones (such feeds fail).
 */
function domTools(): { parser: Parser; serializer: Serializer } {
  if (!dom) {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require("jsdom") as {
      JSDOM: new (html: string) => {
        window: { DOMParser: new () => Parser; XMLSerializer: new () => Serializer };
      };
    };
    const { window } = new JSDOM("");
    dom = { parser: new window.DOMParser(), serializer: new window.XMLSerializer() };
  }
  return dom;
}

/**
 * Parses an RSS 2.0 (or 1.0) or Atom feed into items: titles and descriptions reduced to plain text
 * (markup, scripts and styles dropped), links resolved against the feed's URL and kept only when they
 * pass the safe-link rule (content spec §5), dates as ISO 8601. Throws on a document that is not a feed.
 */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  const doc = domTools().parser.parseFromString(xml, "text/xml");
  const root = doc.documentElement;
  if (!root || root.localName === "parsererror") throw new Error("The feed is not well-formed XML.");
  const isAtom = root.localName === "feed";
  if (!isAtom && root.localName !== "rss" && root.localName !== "RDF") {
    throw new Error("The document is neither an RSS nor an Atom feed.");
  }
  const entries = Array.from(doc.getElementsByTagNameNS("*", isAtom ? "entry" : "item")).slice(
    0,
    MAX_FEED_ITEMS,
  );
  return entries.flatMap((entry) => {
    const item = isAtom ? atomItem(entry, feedUrl) : rssItem(entry, feedUrl);
    return item.title || item.url ? [item] : [];
  });
}

function rssItem(entry: Element, feedUrl: string): FeedItem {
  const guid = child(entry, "guid");
  const permalink = guid && guid.getAttribute("isPermaLink") !== "false" ? guid.textContent : null;
  return build(feedUrl, {
    title: child(entry, "title"),
    link: child(entry, "link")?.textContent ?? permalink,
    description: child(entry, "description") ?? child(entry, "encoded"),
    date: (child(entry, "pubDate") ?? child(entry, "date"))?.textContent,
  });
}

function atomItem(entry: Element, feedUrl: string): FeedItem {
  const links = children(entry, "link");
  const link = links.find((l) => (l.getAttribute("rel") ?? "alternate") === "alternate") ?? links[0];
  return build(feedUrl, {
    title: child(entry, "title"),
    link: link?.getAttribute("href"),
    description: child(entry, "summary") ?? child(entry, "content"),
    date: (child(entry, "published") ?? child(entry, "updated"))?.textContent,
  });
}

function build(
  feedUrl: string,
  parts: { title?: Element; link?: string | null; description?: Element; date?: string | null },
): FeedItem {
  const url = safeUrl(parts.link, feedUrl);
  return {
    title: parts.title ? plainText(parts.title) : "",
    ...(url ? { url } : {}),
    description: truncate(parts.description ? plainText(parts.description) : ""),
    date: isoDate(parts.date),
  };
}

function children(parent: Element, localName: string): Element[] {
  return Array.from(parent.children).filter((el) => el.localName === localName);
}
function child(parent: Element, localName: string): Element | undefined {
  return children(parent, localName)[0];
}

/**
 * The text of a feed element whose content may be HTML (escaped, in CDATA, or Atom xhtml): parsed as
 * HTML by the DOMParser (which never runs scripts), scripts and styles removed, the text kept.
 */
function plainText(element: Element): string {
  const { parser, serializer } = domTools();
  const html =
    element.children.length > 0
      ? Array.from(element.childNodes, (node) => serializer.serializeToString(node)).join("")
      : (element.textContent ?? "");
  const body = parser.parseFromString(html, "text/html").body;
  body.querySelectorAll("script, style, noscript, template, iframe, object").forEach((node) => node.remove());
  body.querySelectorAll("br, p, div, li, h1, h2, h3, h4, h5, h6").forEach((node) => node.after(" "));
  return (body.textContent ?? "").replace(/\s+/g, " ").trim();
}

function truncate(text: string): string {
  if (text.length <= MAX_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, MAX_DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${space > MAX_DESCRIPTION_LENGTH * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** The link resolved against the feed's URL when it passes the safe-link rule; otherwise none. */
function safeUrl(link: string | null | undefined, feedUrl: string): string | undefined {
  const raw = link?.trim();
  if (!raw) return undefined;
  let resolved: string;
  try {
    resolved = new URL(raw, feedUrl).href;
  } catch {
    return undefined;
  }
  return isSafeLink(resolved) ? resolved : undefined;
}

function isoDate(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const time = Date.parse(text.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
