import type {
  Rich2Block,
  Rich2File,
  Rich2Image,
  Rich2Inline,
  Rich2List,
  Rich2Quote,
  Rich2Text,
} from "../../../../schemas/entities/rich2";
import { isSafeLink } from "../../../../runtime/url/safe-link";
import { profileUrl } from "../../users/users";
import { escapeHtml } from "../escape-html";
import { formatFileSize } from "../../../../runtime/format/file-size";

/** How deep quotes nest with their bodies; a quote deeper than this renders as a link only. */
export const MAX_QUOTE_DEPTH = 2;

/** Renders a quoted post's own body (any format) to sanitised HTML, one quote level deeper. */
export type RenderNested = (body: string, format: string, depth: number) => string;

/**
 * A validated rich2 document to HTML (the caller sanitises it). Every text and attribute is
 * escaped here; links and images with unsafe URLs are dropped (content spec §5). `depth` counts
 * the quotes this document sits in.
 */
export function renderRich2(doc: Rich2Block[], renderNested: RenderNested, depth = 0): string {
  const block = (node: Rich2Block): string => {
    switch (node.type) {
      case "p":
      case "h2":
      case "h3":
      case "h4":
        return `<${node.type}>${inlines(node.children)}</${node.type}>`;
      case "blockquote":
        return `<blockquote>${node.children.map(block).join("")}</blockquote>`;
      case "code_block":
        return `<pre class="code-block"><code>${escapeHtml(node.children.map((leaf) => leaf.text).join(""))}</code></pre>`;
      case "ul":
      case "ol":
        return list(node);
      case "image":
        return image(node);
      case "file":
        return file(node);
      case "quote":
        return quote(node, renderNested, depth);
      default:
        // Stored documents were validated on write; anything else still shows its text, escaped.
        return `<p>${inlines(childrenOf(node))}</p>`;
    }
  };
  return doc.map(block).join("");
}

function list(node: Rich2List): string {
  const items = node.children.map((item) => {
    const parts = item.children.map((child) =>
      child.type === "lic" ? inlines(child.children) : list(child),
    );
    return `<li>${parts.join("")}</li>`;
  });
  return `<${node.type}>${items.join("")}</${node.type}>`;
}

function inlines(nodes: Rich2Inline[]): string {
  return nodes
    .map((node) => {
      if (!("type" in node)) return text(node);
      if (node.type === "mention") {
        const name = escapeHtml(node.name);
        return `<a class="atMention" data-username="${name}" href="${escapeHtml(profileUrl(node.name))}">@${name}</a>`;
      }
      if (node.type === "a") {
        const content = node.children.map(text).join("");
        return isSafeLink(node.url) ? `<a href="${escapeHtml(node.url.trim())}">${content}</a>` : content;
      }
      return inlines(childrenOf(node));
    })
    .join("");
}

/** A text leaf with its marks; code innermost, soft line breaks ("\n") kept as <br>. */
function text(leaf: Rich2Text): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, "<br>");
  if (leaf.code) html = `<code>${html}</code>`;
  if (leaf.strikethrough) html = `<s>${html}</s>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function image(node: Rich2Image): string {
  if (!isSafeLink(node.url)) return "";
  const size = ["width", "height"]
    .map((name) => {
      const value = node[name as "width" | "height"];
      return typeof value === "number" && value > 0 ? ` ${name}="${Math.round(value)}"` : "";
    })
    .join("");
  return `<div class="embed-image"><img src="${escapeHtml(node.url.trim())}" alt="${escapeHtml(node.alt ?? "")}"${size} loading="lazy"></div>`;
}

function file(node: Rich2File): string {
  const name = `<span class="attachment-name">${escapeHtml(node.name)}</span>`;
  const size =
    typeof node.size === "number"
      ? ` <span class="attachment-size">(${formatFileSize(node.size)})</span>`
      : "";
  const link = isSafeLink(node.url) ? `<a href="${escapeHtml(node.url.trim())}">${name}</a>` : name;
  return `<div class="attachment">${link}${size}</div>`;
}

/** A quote block: the author linked to their profile, a link to the post, the quoted body. */
function quote(node: Rich2Quote, renderNested: RenderNested, depth: number): string {
  const author = escapeHtml(node.authorName);
  const postLink = isSafeLink(node.url)
    ? `<a class="blockquote-link" href="${escapeHtml(node.url.trim())}">View post</a>`
    : "";
  if (depth >= MAX_QUOTE_DEPTH) {
    const label = `Quote from ${author}`;
    return `<p>${postLink ? `<a href="${escapeHtml(node.url.trim())}">${label}</a>` : label}</p>`;
  }
  const authorLink = `<a class="blockquote-author" href="${escapeHtml(profileUrl(node.authorName))}">${author}</a>`;
  return (
    `<blockquote class="blockquote"><div class="blockquote-header">${authorLink}${postLink ? ` ${postLink}` : ""}</div>` +
    `<div class="blockquote-content">${renderNested(node.body, node.format, depth + 1)}</div></blockquote>`
  );
}

function childrenOf(node: object): Rich2Inline[] {
  const children = (node as { children?: unknown }).children;
  return Array.isArray(children) ? (children as Rich2Inline[]) : [];
}
