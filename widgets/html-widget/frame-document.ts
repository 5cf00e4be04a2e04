/**
 * The document of the HTML widget's frame. A srcdoc frame inherits the page's
 * Content-Security-Policy, which admits only styles carrying the page's nonce; the widget's CSS gets
 * that nonce (read from the `csp-nonce` meta tag Vite adds) so it applies. Scripts stay off through
 * the sandbox whatever the markup says.
 */
export function frameDocument(html: string, css: string | undefined, nonce = pageNonce()): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
  // A "</style" inside the CSS would end the style element early.
  const style = css?.trim()
    ? `<style${nonceAttribute}>${css.replace(/<\/style/gi, "<\\/style")}</style>`
    : "";
  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8">',
    '<base target="_blank">',
    style,
    "</head><body>",
    html,
    "</body></html>",
  ].join("");
}

/** The nonce of the current page, if it has one. */
function pageNonce(): string {
  if (typeof document === "undefined") return "";
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute("nonce") || "";
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
