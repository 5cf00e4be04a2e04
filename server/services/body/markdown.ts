import MarkdownIt from "markdown-it";

let parser: InstanceType<typeof MarkdownIt> | undefined;

/**
 * Markdown to unsanitised HTML (markdown-it, CommonMark plus tables and strikethrough). Raw HTML is
 * allowed because legacy posts mix it in; the caller always sanitises the result. Single line
 * breaks are kept, as forum members expect.
 */
export function markdownToHtml(markdown: string): string {
  parser ??= new MarkdownIt({ html: true, linkify: true, breaks: true, typographer: false });
  return parser.render(markdown);
}
