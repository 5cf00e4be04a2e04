import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  EMBED_POLL_MS,
  EMBED_SCROLL_THROTTLE_MS,
  isFramed,
  startEmbedMode,
  type EmbedMessage,
} from "./embed";

/** A window whose parent is another object recording what it is sent. */
function framedWindow() {
  const posted: Array<[EmbedMessage, string]> = [];
  const parent = { postMessage: (message: EmbedMessage, origin: string) => posted.push([message, origin]) };
  Object.defineProperty(window, "parent", { configurable: true, value: parent });
  return posted;
}

// What the tests redefine on the window goes back after them, so nothing run later in the same
// window meets a read-only `scrollY` or a fake `parent`.
const ownDescriptors = [
  [window, "parent"],
  [window, "scrollY"],
  [document.documentElement, "scrollHeight"],
] as const;
const originals = ownDescriptors.map(([target, name]) => Object.getOwnPropertyDescriptor(target, name));
afterAll(() =>
  ownDescriptors.forEach(([target, name], index) => {
    const original = originals[index];
    if (original) Object.defineProperty(target, name, original);
    else delete (target as unknown as Record<string, unknown>)[name];
  }),
);

let posted: Array<[EmbedMessage, string]>;
let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  posted = framedWindow();
  document.title = "Home";
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  Object.defineProperty(window, "parent", { configurable: true, value: window });
  window.history.replaceState(null, "", "/");
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

const messagesOf = (type: EmbedMessage["type"]) =>
  posted.map(([message]) => message).filter((message) => message.type === type);

function scrollTo(y: number, height = 2000) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: height });
  window.dispatchEvent(new Event("scroll"));
}

describe("embed mode (shell spec §7 embed calls, §9 polling)", () => {
  it("knows when it is framed: window.parent is not the window", () => {
    expect(isFramed(window)).toBe(true);
    Object.defineProperty(window, "parent", { configurable: true, value: window });
    expect(isFramed(window)).toBe(false);
  });

  it("posts embeddedHrefUpdate {href} and embeddedTitleUpdate {title} at once, to any origin", () => {
    stop = startEmbedMode(window);
    expect(posted).toEqual([
      [{ type: "embeddedHrefUpdate", href: window.location.href }, "*"],
      [{ type: "embeddedTitleUpdate", title: "Home" }, "*"],
    ]);
  });

  it("polls href and title every 200 ms and posts only changes", () => {
    expect(EMBED_POLL_MS).toBe(200);
    stop = startEmbedMode(window);
    posted.length = 0;
    vi.advanceTimersByTime(EMBED_POLL_MS * 3);
    expect(posted).toEqual([]);

    window.history.pushState(null, "", "/discussions");
    document.title = "Posts";
    vi.advanceTimersByTime(EMBED_POLL_MS - 1);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(messagesOf("embeddedHrefUpdate")).toEqual([
      { type: "embeddedHrefUpdate", href: `${window.location.origin}/discussions` },
    ]);
    expect(messagesOf("embeddedTitleUpdate")).toEqual([{ type: "embeddedTitleUpdate", title: "Posts" }]);
  });

  it("posts embeddedScrollUpdate {isScrolled, isScrollEnd}: scrolled above 50 px, end at the bottom", () => {
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 500 });
    stop = startEmbedMode(window);
    scrollTo(50);
    vi.advanceTimersByTime(EMBED_SCROLL_THROTTLE_MS);
    scrollTo(51);
    vi.advanceTimersByTime(EMBED_SCROLL_THROTTLE_MS);
    scrollTo(1500);
    expect(messagesOf("embeddedScrollUpdate")).toEqual([
      { type: "embeddedScrollUpdate", isScrolled: false, isScrollEnd: false },
      { type: "embeddedScrollUpdate", isScrolled: true, isScrollEnd: false },
      { type: "embeddedScrollUpdate", isScrolled: true, isScrollEnd: true },
    ]);
  });

  it("throttles scroll posts to about 60 a second, always sending the last position", () => {
    expect(EMBED_SCROLL_THROTTLE_MS).toBe(17);
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 500 });
    stop = startEmbedMode(window);
    scrollTo(10);
    scrollTo(100);
    scrollTo(1500);
    expect(messagesOf("embeddedScrollUpdate")).toHaveLength(1);
    vi.advanceTimersByTime(EMBED_SCROLL_THROTTLE_MS);
    expect(messagesOf("embeddedScrollUpdate")).toEqual([
      { type: "embeddedScrollUpdate", isScrolled: false, isScrollEnd: false },
      { type: "embeddedScrollUpdate", isScrolled: true, isScrollEnd: true },
    ]);
  });

  it("stops polling and listening when stopped", () => {
    stop = startEmbedMode(window);
    stop();
    posted.length = 0;
    document.title = "Changed";
    scrollTo(300);
    vi.advanceTimersByTime(EMBED_POLL_MS * 5);
    expect(posted).toEqual([]);
  });
});
