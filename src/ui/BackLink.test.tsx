import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { navigate } from "wouter/use-browser-location";
import { BackLink } from "./BackLink";

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { configurable: true, get: () => value });
}
// jsdom cannot follow links; stop it trying (after the link's own handler has run).
const stopNavigation = (event: Event) => event.preventDefault();

describe("BackLink (shell spec §2: history, then the referrer, then the home URL)", () => {
  beforeEach(() => document.addEventListener("click", stopNavigation));
  afterEach(() => {
    document.removeEventListener("click", stopNavigation);
    setReferrer("");
    vi.restoreAllMocks();
  });

  it("is labelled Back", () => {
    render(<BackLink />);
    expect(screen.getByRole("link", { name: "Back" })).toBeTruthy();
  });

  it("leads home without in-app history or a referrer", () => {
    const back = vi.spyOn(window.history, "back");
    render(<BackLink />);
    const link = screen.getByRole("link", { name: "Back" });
    expect(link.getAttribute("href")).toBe("/");
    fireEvent.click(link);
    expect(back).not.toHaveBeenCalled();
  });

  it("leads to a same-origin referrer", () => {
    setReferrer(`${window.location.origin}/categories/general?page=2`);
    render(<BackLink />);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      "/categories/general?page=2",
    );
  });

  it("ignores a referrer from another site, and the fallback can be set", () => {
    setReferrer("https://elsewhere.example/page");
    render(<BackLink fallbackUrl="/discussions" />);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/discussions");
  });

  it("goes back in history once the visitor has navigated inside the app", () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    navigate("/discussions"); // an in-app navigation through the router
    render(<BackLink isLabelVisible />);
    const link = screen.getByRole("link", { name: "Back" });
    fireEvent.click(link);
    expect(back).toHaveBeenCalledTimes(1);
    fireEvent.click(link, { ctrlKey: true }); // a new tab follows the href instead
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("hydrates the server's link (which knows no referrer) without a mismatch, then leads to the referrer", async () => {
    const html = renderToString(<BackLink />);
    setReferrer(`${window.location.origin}/categories/general`);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const consoleErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <BackLink />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    try {
      expect(container.querySelector("a")?.getAttribute("href")).toBe("/categories/general");
      expect(recoverable).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
