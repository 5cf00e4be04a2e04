import type { RenderOptions } from "./images/image-hosts";
import { markdownToHtml } from "./markdown";
import { sanitizeToElement } from "./purify";

/**
 * A member's signature (markdown) as safe HTML: the post allow-list, images included, links under
 * the safe-link rule (content spec §5). Mentions are not linked: a signature notifies nobody.
 * Images only from the site and `options.imageHosts`, as in posts (image-hosts.ts).
 * Runs in the body worker (render-worker.ts) when a signature is stored; reads serve the result.
 */
export function renderSignature(markdown: string, options: RenderOptions = {}): string {
  return sanitizeToElement(markdownToHtml(markdown.trim()), options).innerHTML;
}
