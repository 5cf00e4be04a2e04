import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, type FakeRequest } from "../../../tests/helpers/fake-fetch";
import type { EmbedMessage } from "./embed";
import { installShell } from "./install-shell";

let posted: EmbedMessage[];
let requests: FakeRequest[];
let undo: () => void = () => undefined;
const navigate = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  posted = [];
  navigate.mockReset();
  const network = fakeFetch(new Response(null, { status: 204 }));
  requests = network.requests;
  vi.stubGlobal("fetch", network.fetch);
  vi.stubGlobal("open", vi.fn());
});
afterEach(() => {
  undo();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(window, "parent", { configurable: true, value: window });
  document.body.innerHTML = "";
  delete document.documentElement.dataset.theme;
});

function frame() {
  Object.defineProperty(window, "parent", {
    configurable: true,
    value: { postMessage: (message: EmbedMessage) => posted.push(message) },
  });
}

function clickLink(href: string) {
  document.body.innerHTML = `<a href="${href}">x</a>`;
  document.body
    .querySelector("a")!
    .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

describe("installShell (shell spec §2 links, §7 embed mode)", () => {
  it("starts embed mode only when framed and embed.allow is on", () => {
    frame();
    undo = installShell({ embedAllowed: false, colorScheme: "light" }, { navigate });
    expect(posted).toEqual([]);
    undo();
    undo = installShell({ embedAllowed: true, colorScheme: "light" }, { navigate });
    expect(posted.map((message) => message.type)).toEqual(["embeddedHrefUpdate", "embeddedTitleUpdate"]);
  });

  it("in embed mode posts navigateExternalDomain {href} for an external link, with an externalNavigation tick", async () => {
    frame();
    // The tick's client loads when first used: loaded here, so the tick goes out at once.
    await import("../../features/tracking/send-tick");
    undo = installShell({ embedAllowed: true, colorScheme: "light" }, { navigate });
    clickLink("https://example.com/page");
    expect(posted).toContainEqual({ type: "navigateExternalDomain", href: "https://example.com/page" });
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(String(requests[0]?.body))).toMatchObject({
      type: "externalNavigation",
      destinationUrl: "https://example.com/page",
    });
    expect(window.open).not.toHaveBeenCalled();
  });

  it("outside a frame opens external links through /home/leaving in a new tab, and routes in-app links", () => {
    undo = installShell({ embedAllowed: true, colorScheme: "light" }, { navigate });
    clickLink("https://example.com/page");
    expect(window.open).toHaveBeenCalledWith(
      "/home/leaving?target=https%3A%2F%2Fexample.com%2Fpage",
      "_blank",
      "noopener",
    );
    clickLink("/categories");
    expect(navigate).toHaveBeenCalledWith("/categories");
  });

  it("applies the colour scheme", () => {
    undo = installShell({ embedAllowed: false, colorScheme: "dark" }, { navigate });
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});
