import MarkdownIt from "markdown-it";
import { BODY_LIMITS } from "./limits";

let parser: InstanceType<typeof MarkdownIt> | undefined;

/**
 * Markdown to unsanitised HTML (markdown-it, CommonMark plus tables and strikethrough). Raw HTML is
 * allowed because legacy posts mix it in; the caller always sanitises the result. Single line
 * breaks are kept, as forum members expect.
 */
export function markdownToHtml(markdown: string): string {
  // maxNesting: blockquotes and lists deeper than the body limit stop nesting instead of recursing.
  parser ??= new MarkdownIt({
    html: true,
    linkify: true,
    breaks: true,
    typographer: false,
    maxNesting: BODY_LIMITS.depth,
  });
  return parser.render(markdown);
}
