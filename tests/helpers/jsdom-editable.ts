/**
 * Test helper: jsdom does not implement `isContentEditable`, which slate-react checks before it lets
 * a key, paste or drop event reach the editor's handlers. Defines it from the contenteditable attribute.
 */
export function polyfillContentEditable(): void {
  if (typeof HTMLElement === "undefined" || "isContentEditable" in HTMLElement.prototype) return;
  Object.defineProperty(HTMLElement.prototype, "isContentEditable", {
    configurable: true,
    get(this: HTMLElement) {
      return this.closest("[contenteditable]")?.getAttribute("contenteditable") === "true";
    },
  });
}
