import { themeCss } from "./css-variables";

/**
 * Adds the theme's CSS custom properties (light and dark presets) to the page once, as a style
 * element carrying the page's CSP nonce (Vite publishes it in `<meta property="csp-nonce">`).
 */
export function installThemeVariables(doc: Document = document): void {
  if (doc.getElementById("plaza-theme-variables")) return;
  const style = doc.createElement("style");
  style.id = "plaza-theme-variables";
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = themeCss();
  doc.head.append(style);
}
