import type { FieldError } from "../../../schemas/entities/error.schema";
import type { BodyFormat, Rich2Block } from "../../../schemas/entities/rich2";
import { bbcodeToHtml } from "./bbcode";
import { normalizeBodyFormat } from "./body-format";
import { linkMentions } from "./mentions/link-mentions";
import type { RenderOptions } from "./images/image-hosts";
import { checkBodyLimits } from "./limits";
import { markdownToHtml } from "./markdown";
import { parseRich2 } from "./rich2/parse-rich2";
import { sanitizeToElement } from "./purify";
import { renderRich2 } from "./rich2/render-rich2";
import { rich2Text } from "./rich2/rich2-text";
import { textToHtml } from "./text-to-html";
import { validateRich2 } from "./rich2/validate-rich2";

/** The message of every rich2 structure error; the hint after it says where (issue: Bodies). */
const INVALID_RICH2_MESSAGE = "The body is not a valid rich2 document.";

/**
 * Renders a body of the given format to safe HTML. This parses: it runs only inside the body worker
 * (render-worker.ts), on bodies within the limits of limits.ts, once per write; reads serve the
 * stored result. `options` carries what the site's config says about images (image-hosts.ts).
 */
export function renderBody(body: string, format: string, options: RenderOptions = {}): string {
  return renderAt(body, format, 0, options);
}

/**
 * {@link renderBody}, also answering the names a markdown, text or html body mentions, found in
 * the same sanitised tree the links are made in (rich2 mentions are nodes of the document: see
 * mentions.ts). Quoted posts (rich2 only) are not searched.
 */
export function renderBodyWithMentions(
  body: string,
  format: string,
  options: RenderOptions = {},
): { html: string; mentions?: string[] } {
  const known = markupFormatOf(format);
  if (known === "rich2") return { html: renderAt(body, format, 0, options) };
  const root = sanitizeToElement(markupOf(body, known), options);
  const mentions = linkMentions(root);
  return { html: root.innerHTML, mentions };
}

/** Field errors of a body written in `format` (bad rich2 JSON, unknown format), or [] when valid. */
export function validateBody(body: string, format: string, field = "body"): FieldError[] {
  const known = normalizeBodyFormat(format);
  if (!known) {
    return [{ field: "format", code: "invalid", message: `Unknown format ${format}.` }];
  }
  if (known !== "rich2") return [];
  const doc = parseRich2(body);
  const problems = doc === undefined ? ["document: the body is not JSON"] : validateRich2(doc);
  return problems.map((problem) => ({
    field,
    code: "invalid",
    message: `${INVALID_RICH2_MESSAGE} At ${problem}.`,
  }));
}

/**
 * The formats bodies are rendered from: those members write in, and those only stored bodies have
 * (moved in from another forum): BBCode, and Vanilla's "Wysiwyg" (HTML) and "TextEx" (text).
 */
type MarkupFormat = BodyFormat | "bbcode";

function markupFormatOf(format: string): MarkupFormat | undefined {
  const known = normalizeBodyFormat(format);
  if (known) return known;
  const lower = format.trim().toLowerCase();
  return lower === "bbcode"
    ? "bbcode"
    : lower === "wysiwyg"
      ? "html"
      : lower === "textex"
        ? "text"
        : undefined;
}

function renderAt(body: string, format: string, depth: number, options: RenderOptions): string {
  const known = markupFormatOf(format);
  // A quoted post's body travels inside the quote: one over the limits shows as plain text.
  if (depth > 0 && checkBodyLimits(body, format) !== undefined) return render(body, "text", depth, options);
  return render(body, known, depth, options);
}

function render(
  body: string,
  format: MarkupFormat | undefined,
  depth: number,
  options: RenderOptions,
): string {
  if (format === "rich2") {
    const doc = parseRich2(body);
    // A stored body that is not a valid document (legacy or damaged data) shows as its text.
    if (doc === undefined) return render(body, "text", depth, options);
    if (validateRich2(doc).length > 0) return render(rich2Text(doc), "text", depth, options);
    const nested = (quoted: string, quotedFormat: string, at: number) =>
      renderAt(quoted, quotedFormat, at, options);
    const html = renderRich2(doc as Rich2Block[], nested, depth);
    return sanitizeToElement(html, options).innerHTML;
  }
  const root = sanitizeToElement(markupOf(body, format), options);
  linkMentions(root);
  return root.innerHTML;
}

/** Unsanitised HTML of a markdown, html, BBCode or text body; an unknown format is escaped as text. */
function markupOf(body: string, format: MarkupFormat | undefined): string {
  if (format === "bbcode") return bbcodeToHtml(body);
  return format === "markdown" ? markdownToHtml(body) : format === "html" ? body : textToHtml(body);
}
