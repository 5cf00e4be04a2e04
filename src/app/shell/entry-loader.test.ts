import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, HOLD_AT_MOST_MS } from "../../../build/entry-priority-plugin";
import { EARLY_EVENTS_KEY } from "../../../schemas/boot-elements";

const ENTRY = "/assets/index-test.js";

/** Runs the built page's inline loader as the page's head would, frames and timers run at once. */
function runLoader() {
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  const script = document.createElement("script");
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  new Function(afterFirstPaint(ENTRY, []))();
}

const entryScripts = () => document.head.querySelectorAll(`script[src="${ENTRY}"]`).length;

/** What the loader holds, and how to make it let go (the entry takes it over on a real page). */
const early = () =>
  (window as unknown as Record<string, { stop(): void; clicks: unknown[] } | undefined>)[EARLY_EVENTS_KEY];

/** Whether the loader held `event` sent to `target` (it keeps it from the page by preventing it). */
function isHeld(target: Element, event: Event): boolean {
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  // The loader holds clicks until the entry takes over; no entry runs here, so it lets go now
  // (files share this document: a loader left holding would swallow every later file's clicks).
  early()?.stop();
  Reflect.deleteProperty(window, EARLY_EVENTS_KEY);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "readyState");
  Reflect.deleteProperty(document, "currentScript");
  document.head.querySelectorAll(`script[src="${ENTRY}"]`).forEach((element) => element.remove());
});

describe("the built page's loader (server rendering: the boot payload comes last)", () => {
  it("adds the entry script only once the page is parsed, so a streamed page's boot payload is there to hydrate with", () => {
    vi.useFakeTimers();
    // A streamed page: painted, but its end (boot payload, module list) still on its way.
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
    runLoader();
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toBe(0);

    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(entryScripts()).toBe(1);
  });

  it("adds it after the first paint when the page is already parsed, once", () => {
    vi.useFakeTimers();
    runLoader();
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toBe(1);
  });

  it("holds a click on a control until the entry takes over, and lets go when told (the entry failed to load)", () => {
    vi.useFakeTimers();
    runLoader();
    const button = document.createElement("button");
    document.body.appendChild(button);
    const click = () => isHeld(button, new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(click()).toBe(true);
    expect(early()?.clicks).toEqual([button]);
    early()?.stop();
    expect(click()).toBe(false);
    button.remove();
  });

  it("lets go on its own when no entry took over in time (one that failed as it ran): the page's own controls work again", () => {
    vi.useFakeTimers();
    runLoader();
    const form = document.createElement("form");
    document.body.appendChild(form);
    const send = () => isHeld(form, new Event("submit", { bubbles: true, cancelable: true }));
    expect(send()).toBe(true);
    vi.advanceTimersByTime(HOLD_AT_MOST_MS);
    expect(send()).toBe(false);
    form.remove();
  });
});
