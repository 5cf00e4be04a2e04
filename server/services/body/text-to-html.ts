import { escapeHtml } from "./escape-html";

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/**
 * Plain text to HTML: escaped, blank lines start paragraphs, single line breaks kept as <br>, and
 * bare http(s) URLs linked (trailing punctuation and unbalanced closing brackets left outside).
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "");
  return paragraphs.map((paragraph) => `<p>${linkify(paragraph).replace(/\n/g, "<br>")}</p>`).join("");
}

function linkify(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = trimUrl(match[0]);
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Drops sentence punctuation and closing brackets that the URL does not open itself. */
function trimUrl(url: string): string {
  let trimmed = url;
  for (;;) {
    const end = trimmed.at(-1) ?? "";
    if (/[.,;:!?*]/.test(end)) trimmed = trimmed.slice(0, -1);
    else if (end === ")" && count(trimmed, "(") < count(trimmed, ")")) trimmed = trimmed.slice(0, -1);
    else if (end === "]" && count(trimmed, "[") < count(trimmed, "]")) trimmed = trimmed.slice(0, -1);
    else return trimmed;
  }
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}
