import bbobHtml from "@bbob/html";
import presetHtml5 from "@bbob/preset-html5";
import { profileUrl } from "../users/users";

/**
 * The quoted member of `[quote=Name]`, `[quote="Name" post_id=… user_id=…]` (phpBB) or
 * `[quote=Name;1234]` (vBulletin: the post's ID after the semicolon); empty for a bare `[quote]`.
 */
function quotedName(attrs: Record<string, unknown> = {}): string {
  // The parser keeps `[tag=value]`'s value as an attribute named after itself; a quoted value with
  // more attributes after it (phpBB) comes whole, up to the tag's end.
  const value = Object.keys(attrs).find((key) => attrs[key] === key) ?? "";
  return value.replace(/^"/, "").split('"')[0]!.replace(/;\d+$/, "").trim();
}

/** The text of a name as written (the body's `&`, `<` and `>` were escaped before parsing). */
const unescapeText = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

// A quote reads as Plaza's own quotes do: the quoted member's name over the quoted text.
const preset = presetHtml5.extend((tags) => ({
  ...tags,
  quote: (node) => {
    const name = quotedName(node.attrs);
    const content = { tag: "div", attrs: { class: "blockquote-content" }, content: node.content };
    if (!name) return { tag: "blockquote", attrs: { class: "blockquote" }, content: [content] };
    const author = { tag: "a", attrs: { class: "blockquote-author", href: profileUrl(unescapeText(name)) }, content: [name] };
    const header = { tag: "div", attrs: { class: "blockquote-header" }, content: [author] };
    return { tag: "blockquote", attrs: { class: "blockquote" }, content: [header, content] };
  },
}))();

const STYLED_SPAN = /<span style="([^"]*)">((?:(?!<span)[\s\S])*?)<\/span>/g;
const STYLE_TAGS: Record<string, string> = {
  "font-weight:bold;": "strong",
  "font-style:italic;": "em",
  "text-decoration:underline;": "u",
  "text-decoration:line-through;": "s",
};

/**
 * Unsanitised HTML of a BBCode body (posts of phpBB, vBulletin, SMF, MyBB… moved in with their
 * format kept). BBCode is not HTML: the text's own `<`, `>` and `&` are shown as written, line breaks
 * become `<br>` outside code blocks. The result goes through the sanitiser like every other format.
 */
export function bbcodeToHtml(body: string): string {
  const text = body.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // The preset marks bold, italic, underline and strike with inline styles, which the sanitiser
  // drops: they are written as the elements it keeps.
  const html = bbobHtml(text, preset).replace(STYLED_SPAN, (_, style: string, inner: string) => {
    const tag = STYLE_TAGS[style.replace(/\s+/g, "")];
    return tag ? `<${tag}>${inner}</${tag}>` : inner;
  });
  return html
    .split(/(<pre>[\s\S]*?<\/pre>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\r?\n/g, "<br>")))
    .join("");
}
