/** How long after a script error the body is forced visible (shell spec §8). */
export const REVEAL_BODY_DELAY_MS = 800;

/** True when the body is hidden by an inline style or a stylesheet (visibility, display or opacity). */
export function isBodyHidden(doc: Document): boolean {
  const body = doc.body as HTMLElement | null;
  if (!body) return false;
  const style = doc.defaultView?.getComputedStyle(body);
  return style?.visibility === "hidden" || style?.display === "none" || style?.opacity === "0";
}

/** Makes the body visible whatever hid it: inline declarations beat the stylesheets' (no !important there). */
export function forceBodyVisible(doc: Document): void {
  const { body } = doc;
  body.style.setProperty("visibility", "visible", "important");
  body.style.setProperty("opacity", "1", "important");
  if (doc.defaultView?.getComputedStyle(body).display === "none") {
    body.style.setProperty("display", "block", "important");
  }
}

/**
 * The global script error fallback (shell spec §8): after an uncaught script error, wait
 * {@link REVEAL_BODY_DELAY_MS} and, if the body is still hidden, force it visible, so a failed boot
 * (or a theme that hid the page while loading) never leaves a blank page. Plaza's HTML does not hide
 * the body today; the guard costs one listener and protects any theme or fragment that does.
 * It is a module, not an inline script, so the CSP needs no exception. Returns a remover.
 */
export function installBodyRevealOnError(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handleError = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (isBodyHidden(win.document)) forceBodyVisible(win.document);
    }, REVEAL_BODY_DELAY_MS);
  };
  win.addEventListener("error", handleError);
  win.addEventListener("unhandledrejection", handleError);
  return () => {
    clearTimeout(timer);
    win.removeEventListener("error", handleError);
    win.removeEventListener("unhandledrejection", handleError);
  };
}
