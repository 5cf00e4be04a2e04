import { LruCache } from "./lru-cache";
import { markdownToHtml } from "./markdown";
import { sanitizeToElement } from "./purify";

// The same signature shows under every post of its author on a page: keep the last 200 renderings.
const cache = new LruCache<string>(200);

/**
 * A member's signature (markdown) as safe HTML: the post allow-list, images included, links under
 * the safe-link rule (content spec §5). Mentions are not linked: a signature notifies nobody.
 */
export function renderSignature(markdown: string): string {
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const html = sanitizeToElement(markdownToHtml(markdown)).innerHTML;
  if (markdown.length <= 16 * 1024) cache.set(markdown, html);
  return html;
}
