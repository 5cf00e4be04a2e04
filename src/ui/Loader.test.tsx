import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Loader, LOADER_DELAY_MS } from "./Loader";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Loader (shell spec §4 Loader, §9)", () => {
  it("renders nothing until 150 ms have passed, then a spinner named Loading", () => {
    expect(LOADER_DELAY_MS).toBe(150);
    const { container } = render(<Loader />);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(container.innerHTML).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });

  it("takes a different delay, and shows at once with 0", () => {
    render(<Loader delay={500} />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });

  it("shows at once with a delay of 0", () => {
    render(<Loader delay={0} />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });

  it.each([
    ["fullPage", "100px"],
    ["medium", "50px"],
    ["small", "36px"],
  ] as const)("the %s size is %s square", (size, length) => {
    render(<Loader size={size} delay={0} />);
    const style = getComputedStyle(screen.getByRole("status"));
    expect([style.inlineSize, style.blockSize]).toEqual([length, length]);
  });

  it("spins once every 0.7 s, more slowly when the user prefers reduced motion", () => {
    render(<Loader delay={0} />);
    const ring = screen.getByRole("status").firstElementChild as HTMLElement;
    expect(getComputedStyle(ring).animation).toMatch(/0\.7s linear infinite/);
    const reducedMotion = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === "(prefers-reduced-motion: reduce)")
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
      .find((rule) => ring.matches(rule.selectorText));
    expect(reducedMotion?.style.getPropertyValue("animation-duration")).toBe("2.8s");
  });
});
