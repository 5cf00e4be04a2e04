import { describe, expect, it } from "vitest";
import { colors, darkPreset, lightenColor, themeCss, themeCustomProperties } from "./css-variables";
import { theme } from "./variables";

/** The declarations of one block of the generated CSS. */
function declarations(css: string, selector: string): Record<string, string> {
  const body = css.split(`${selector} {\n`)[1]?.split("\n}")[0] ?? "";
  return Object.fromEntries(
    body
      .split("\n")
      .map((line) => /^\s*([\w-]+): (.*);$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}
/** Relative luminance of a #rrggbb colour, enough to compare lighter and darker. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = hex
    .slice(1)
    .match(/../g)!
    .map((pair) => parseInt(pair, 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const css = themeCss();
const light = declarations(css, ":root");
const dark = declarations(css, "[data-theme=dark]");

describe("themeCss (shell spec §9 theme values as CSS custom properties)", () => {
  it("puts the light primary blue and the other colours on :root", () => {
    expect(light["--plaza-color-primary"]).toBe(theme.colors.primary);
    expect(light["--plaza-color-bg"]).toBe("#ffffff");
    expect(light["color-scheme"]).toBe("light");
  });

  it("gives sizes in px: gutters 40/16, font sizes, radius 6, control height 36, breakpoints", () => {
    expect(light["--plaza-gutter-full"]).toBe("40px");
    expect(light["--plaza-gutter-half"]).toBe("16px");
    expect(light["--plaza-font-size-medium"]).toBe("14px");
    expect(light["--plaza-font-size-large-title"]).toBe("32px");
    expect(light["--plaza-radius"]).toBe("6px");
    expect(light["--plaza-border-width"]).toBe("1px");
    expect(light["--plaza-control-height"]).toBe("36px");
    expect(light["--plaza-large-input-height"]).toBe("48px");
    expect(light["--plaza-giant-input-height"]).toBe("82px");
    expect(light["--plaza-breakpoint-xs"]).toBe("500px");
    expect(light["--plaza-breakpoint-two-columns"]).toBe("1200px");
  });

  it("keeps font weights and z-indexes unitless: weights 400/600/700, title bar 1050, modal 1051", () => {
    expect(light["--plaza-font-weight-normal"]).toBe("400");
    expect(light["--plaza-font-weight-semi-bold"]).toBe("600");
    expect(light["--plaza-font-weight-bold"]).toBe("700");
    expect(light["--plaza-z-index-title-bar"]).toBe("1050");
    const modal = Object.entries(light).find(([name]) => /z-index-modal$/.test(name));
    expect(modal?.[1]).toBe("1051");
  });

  it("has the title bar heights: 48, 64 with a label, 44 on mobile", () => {
    expect(light["--plaza-title-bar-height"]).toBe("48px");
    expect(light["--plaza-title-bar-label-height"]).toBe("64px");
    expect(light["--plaza-title-bar-mobile-height"]).toBe("44px");
  });

  it("dark preset: a lightened primary on dark backgrounds, overriding only known colours", () => {
    expect(dark["color-scheme"]).toBe("dark");
    expect(luminance(dark["--plaza-color-primary"]!)).toBeGreaterThan(luminance(theme.colors.primary));
    expect(luminance(dark["--plaza-color-bg"]!)).toBeLessThan(luminance(theme.colors.bg));
    expect(luminance(dark["--plaza-color-fg"]!)).toBeGreaterThan(luminance(dark["--plaza-color-bg"]!));
    for (const name of Object.keys(dark).filter((key) => key.startsWith("--")))
      expect(light).toHaveProperty([name]);
    expect(Object.keys(darkPreset.colors).sort()).toEqual(Object.keys(theme.colors).sort());
  });
});

describe("themeCustomProperties", () => {
  it("names nested tokens by their path and picks units by name", () => {
    expect(
      themeCustomProperties({
        overlay: { zIndex: { modal: 1051 }, spinnerSeconds: 0.7, fadeMs: 150, width: 250 },
      }),
    ).toEqual({
      "--plaza-overlay-z-index-modal": "1051",
      "--plaza-overlay-spinner-seconds": "0.7s",
      "--plaza-overlay-fade-ms": "150ms",
      "--plaza-overlay-width": "250px",
    });
  });

  it("refuses a value that would break out of its declaration", () => {
    expect(() => themeCustomProperties({ colors: { primary: "red; } body { display: none" } })).toThrow(
      /unsafe value/,
    );
  });
});

describe("colors (what style files read)", () => {
  it("are var() references to the custom properties both presets set, falling back to the light value", () => {
    for (const [name, reference] of Object.entries(colors)) {
      const match = /^var\((--plaza-color-[a-z-]+), (#[0-9a-f]{6})\)$/.exec(reference);
      expect(match, name).not.toBeNull();
      expect(light[match![1]!], name).toBe(match![2]);
      expect(dark[match![1]!], name).toBeDefined();
    }
    expect(colors.onPrimary).toBe("var(--plaza-color-on-primary, #ffffff)");
  });

  it("dark preset: text on the primary colour keeps at least 4.5:1 contrast", () => {
    const contrast = (a: string, b: string) => {
      const rel = (hex: string) => {
        const [r = 0, g = 0, b = 0] = hex
          .slice(1)
          .match(/../g)!
          .map((pair) => parseInt(pair, 16) / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [high, low] = [rel(a), rel(b)].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    for (const preset of [light, dark]) {
      expect(
        contrast(preset["--plaza-color-on-primary"]!, preset["--plaza-color-primary"]!),
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrast(preset["--plaza-color-fg"]!, preset["--plaza-color-bg"]!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("lightenColor", () => {
  it("mixes a colour with white", () => {
    expect(lightenColor("#000000", 0.5)).toBe("#808080");
    expect(lightenColor("#0b64c6", 0)).toBe("#0b64c6");
    expect(lightenColor("#0b64c6", 1)).toBe("#ffffff");
  });

  it("accepts only #rrggbb", () => {
    expect(() => lightenColor("blue", 0.2)).toThrow();
  });
});
