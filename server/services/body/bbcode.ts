import bbobHtml from "@bbob/html";
import presetHtml5 from "@bbob/preset-html5";

const preset = presetHtml5();

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
