import bbobHtml from "@bbob/html";
import presetHtml5 from "@bbob/preset-html5";

const preset = presetHtml5();

/**
 * Unsanitised HTML of a BBCode body (posts of phpBB, vBulletin, SMF, MyBB… moved in with their
 * format kept). BBCode is not HTML: the text's own `<`, `>` and `&` are shown as written, line breaks
 * become `<br>` outside code blocks. The result goes through the sanitiser like every other format.
 */
export function bbcodeToHtml(body: string): string {
  const text = body.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const html = bbobHtml(text, preset);
  return html
    .split(/(<pre>[\s\S]*?<\/pre>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\r?\n/g, "<br>")))
    .join("");
}
