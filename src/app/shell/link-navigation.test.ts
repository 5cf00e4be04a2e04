import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DIRECT_LINK_ATTRIBUTE, installLinkNavigation, leavingUrl } from "./link-navigation";

const navigate = vi.fn();
const openInNewTab = vi.fn();
let remove: () => void = () => undefined;
beforeEach(() => {
  navigate.mockReset();
  openInNewTab.mockReset();
  remove = installLinkNavigation({ navigate, openInNewTab });
});
afterEach(() => {
  remove();
  document.body.innerHTML = "";
});

/** Clicks a link made from `html` (its first element) and says whether the browser would follow it. */
function click(html: string, init: MouseEventInit = {}): boolean {
  document.body.innerHTML = html;
  const target = document.body.querySelector("a *") ?? document.body.firstElementChild!;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  return target.dispatchEvent(event);
}

describe("document link handling (shell spec §2 routes: external links, in-app links)", () => {
  it("opens a link to another site in a new tab through /home/leaving?target=", () => {
    expect(click('<a href="https://example.com/a?b=1">x</a>')).toBe(false);
    expect(openInNewTab).toHaveBeenCalledWith("/home/leaving?target=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1");
    expect(leavingUrl("http://x.test/")).toBe("/home/leaving?target=http%3A%2F%2Fx.test%2F");
  });

  it("handles links in user content too, clicked on an element inside the link", () => {
    expect(click('<div class="userContent"><a href="http://other.test/"><b>bold</b></a></div>')).toBe(false);
    expect(openInNewTab).toHaveBeenCalledWith("/home/leaving?target=http%3A%2F%2Fother.test%2F");
  });

  it("navigates without reload to a known in-app route, keeping query and hash", () => {
    expect(click('<a href="/discussions?page=2#top">Posts</a>')).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/discussions?page=2#top");
    expect(click(`<a href="${window.location.origin}/categories">Categories</a>`)).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith("/categories");
  });

  it("lets the page load fully for same-origin paths outside the known routes", () => {
    expect(click('<a href="/api/v2/discussions.rss">feed</a>')).toBe(true);
    expect(click('<a href="/kb/articles/1">kb</a>')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("respects modifier keys and other buttons: the browser opens its own tab", () => {
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(click('<a href="https://example.com/">x</a>', init)).toBe(true);
      expect(click('<a href="/discussions">x</a>', init)).toBe(true);
    }
    expect(openInNewTab).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves mailto:, tel:, downloads, same-page anchors, target=_blank and direct links to the browser", () => {
    expect(click('<a href="mailto:a@b.test">mail</a>')).toBe(true);
    expect(click('<a href="tel:+100">call</a>')).toBe(true);
    expect(click('<a href="/discussions" download>file</a>')).toBe(true);
    expect(click(`<a href="${window.location.pathname}#comments">here</a>`)).toBe(true);
    expect(click('<a href="/discussions" target="_blank">tab</a>')).toBe(true);
    expect(click(`<a href="https://example.com/" ${DIRECT_LINK_ATTRIBUTE}>Continue</a>`)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(openInNewTab).not.toHaveBeenCalled();
  });

  it("leaves clicks a component already handled alone", () => {
    document.body.innerHTML = '<a href="/discussions">Posts</a>';
    const link = document.body.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("hands external links to the framing page in embed mode (shell spec §7 navigateExternalDomain)", () => {
    remove();
    const onExternalInEmbed = vi.fn();
    remove = installLinkNavigation({ navigate, openInNewTab, onExternalInEmbed });
    expect(click('<a href="https://example.com/">x</a>')).toBe(false);
    expect(onExternalInEmbed).toHaveBeenCalledWith("https://example.com/");
    expect(openInNewTab).not.toHaveBeenCalled();
  });
});
