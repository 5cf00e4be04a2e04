import { createRequire } from "node:module";

/** The parts of a jsdom window the body renderer uses. */
export type DomWindow = Window & typeof globalThis;

let window: DomWindow | undefined;

/**
 * One jsdom window for the whole process, made on first use: DOMPurify needs a DOM on the server,
 * and making a window costs far more than a sanitising pass. jsdom ships no types, hence the cast.
 */
export function domWindow(): DomWindow {
  if (!window) {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require("jsdom") as { JSDOM: new (html: string) => { window: unknown } };
    window = new JSDOM("<!DOCTYPE html><html><body></body></html>").window as DomWindow;
  }
  return window;
}
