import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

/** The controls of a toolbar: what Tab would reach inside it, menus and dialogs it opened left out. */
const ITEM_SELECTOR = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "[tabindex]",
].join(",");
/** Popups a control of the toolbar opened: their own keys move inside them. */
const POPUP_SELECTOR = "[role='menu'], [role='dialog'], [role='listbox'], [role='tooltip']";

/** The controls a toolbar took out of the Tab order (an element that was never a stop stays out). */
const managed = new WeakSet<HTMLElement>();

function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return Array.from(toolbar.querySelectorAll<HTMLElement>(ITEM_SELECTOR)).filter(
    (element) =>
      (element.tabIndex >= 0 || managed.has(element)) &&
      !element.closest(POPUP_SELECTOR) &&
      !element.closest("[inert]"),
  );
}

/** What {@link useRovingToolbar} gives the toolbar's element. */
export interface RovingToolbarProps<T extends HTMLElement> {
  ref: RefObject<T | null>;
  role: "toolbar";
  onKeyDown(event: KeyboardEvent<T>): void;
}

/**
 * The WAI-ARIA toolbar pattern for a row of controls: the row is one Tab stop (the control used
 * last, the first one to begin with), and Left/Right arrows (swapped right to left), Home and End
 * move between its controls. Works on whatever controls the row holds (buttons, menu buttons, links),
 * kept current as they come and go; menus a control opens keep their own keys. The server's markup
 * keeps every control reachable by Tab until the browser has taken the row over.
 */
export function useRovingToolbar<T extends HTMLElement>(): RovingToolbarProps<T> {
  const ref = useRef<T>(null);
  const active = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return undefined;
    const apply = () => {
      const items = itemsOf(toolbar);
      if (!active.current || !items.includes(active.current)) active.current = items[0] ?? null;
      for (const item of items) {
        const tabIndex = item === active.current ? 0 : -1;
        managed.add(item);
        if (item.tabIndex !== tabIndex) item.tabIndex = tabIndex;
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (active.current === target || !itemsOf(toolbar).includes(target)) return;
      active.current = target;
      apply();
    };
    apply();
    // Controls come and go (an Edit link whose time ran out, a reaction taken back), and the
    // server's buttons are disabled until hydrated.
    const observer = new MutationObserver(apply);
    observer.observe(toolbar, { childList: true, subtree: true, attributeFilter: ["disabled", "href"] });
    toolbar.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      toolbar.removeEventListener("focusin", onFocusIn);
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<T>) {
    const toolbar = ref.current;
    if (!toolbar || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = itemsOf(toolbar);
    const current = items.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const isRtl = getComputedStyle(toolbar).direction === "rtl";
    const forward = isRtl ? "ArrowLeft" : "ArrowRight";
    const backward = isRtl ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward
        ? (current + 1) % items.length
        : event.key === backward
          ? (current - 1 + items.length) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? items.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  }

  return { ref, role: "toolbar", onKeyDown };
}
