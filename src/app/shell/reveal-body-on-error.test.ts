import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installBodyRevealOnError, isBodyHidden, REVEAL_BODY_DELAY_MS } from "./reveal-body-on-error";

let remove: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  remove = installBodyRevealOnError(window);
});
afterEach(() => {
  remove();
  vi.useRealTimers();
  document.body.removeAttribute("style");
});

const scriptError = () => window.dispatchEvent(new ErrorEvent("error", { message: "boom" }));

describe("global script error fallback (shell spec §8: body forced visible after 800 ms)", () => {
  it("forces a hidden body visible 800 ms after a script error", () => {
    expect(REVEAL_BODY_DELAY_MS).toBe(800);
    document.body.style.visibility = "hidden";
    scriptError();
    vi.advanceTimersByTime(REVEAL_BODY_DELAY_MS - 1);
    expect(isBodyHidden(document)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isBodyHidden(document)).toBe(false);
  });

  it("reveals a body hidden with display: none or opacity: 0 as well", () => {
    document.body.style.display = "none";
    document.body.style.opacity = "0";
    scriptError();
    vi.advanceTimersByTime(REVEAL_BODY_DELAY_MS);
    expect(isBodyHidden(document)).toBe(false);
  });

  it("leaves a visible body's styles untouched", () => {
    scriptError();
    vi.advanceTimersByTime(REVEAL_BODY_DELAY_MS);
    expect(document.body.getAttribute("style")).toBeNull();
  });

  it("does nothing without an error", () => {
    document.body.style.visibility = "hidden";
    vi.advanceTimersByTime(REVEAL_BODY_DELAY_MS * 10);
    expect(isBodyHidden(document)).toBe(true);
  });
});
