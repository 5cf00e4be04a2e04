import { afterEach, describe, expect, it, vi } from "vitest";
import { applyColorScheme, resolveColorScheme } from "./color-scheme";

/** A matchMedia whose answer can change, like the system switching to dark. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => media),
  );
  return {
    listeners,
    set(matches: boolean) {
      media.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe("colour scheme (the dark preset of shell spec §9, chosen by ui.colorScheme)", () => {
  it("resolves light, dark, and system by prefers-color-scheme; anything else is light", () => {
    expect(resolveColorScheme("light", true)).toBe("light");
    expect(resolveColorScheme("dark", false)).toBe("dark");
    expect(resolveColorScheme("system", true)).toBe("dark");
    expect(resolveColorScheme("system", false)).toBe("light");
    expect(resolveColorScheme(undefined, true)).toBe("light");
  });

  it("puts the preset on <html data-theme> where the dark preset's variables apply", () => {
    fakeMatchMedia(false);
    applyColorScheme("dark", window);
    expect(document.documentElement.dataset.theme).toBe("dark");
    applyColorScheme("light", window);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it('follows the system setting live with "system", until stopped', () => {
    const system = fakeMatchMedia(false);
    const stop = applyColorScheme("system", window);
    expect(document.documentElement.dataset.theme).toBe("light");
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    stop();
    expect(system.listeners.size).toBe(0);
  });
});
