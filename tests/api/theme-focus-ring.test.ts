// @vitest-environment node
import { describe, expect, it } from "vitest";
import { builtinThemes } from "../../server/services/themes/themes-builtin";
import { themeVariablesCss } from "../../server/services/themes/themes-css";
import { themeCss } from "../../runtime/theme/css-variables";
import { contrastRatio, FOCUS_RING_MIN_CONTRAST, focusRingColors } from "../../runtime/theme/focus-ring";

/** The custom properties of the first block of `css` that `selector` opens. */
function propertiesOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no ${selector} block`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

/** The page's backgrounds, the title bar's and the two rings, as a theme's CSS sets them. */
function surfaces(properties: Record<string, string>) {
  const get = (name: string) => {
    const value = properties[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    pageBackgrounds: [get("--plaza-color-bg"), get("--plaza-color-bg-alt")],
    bar: properties["--plaza-title-bar-bg"] ?? get("--plaza-color-primary"),
    pageRing: get("--plaza-focus-ring-page"),
    barRing: get("--plaza-focus-ring-bar"),
  };
}

/** Every built-in theme as its page's CSS draws it, and Keystone under the dark colour scheme. */
const drawnThemes = [
  ...builtinThemes.map((builtin) => ({
    name: builtin.name,
    properties: propertiesOf(themeVariablesCss(builtin.variables), ":root"),
  })),
  {
    name: "Keystone, dark colour scheme",
    properties: {
      ...propertiesOf(themeCss(), ":root"),
      ...propertiesOf(themeCss(), "[data-theme=dark]"),
    },
  },
];

describe("focus rings of the built-in themes", () => {
  it.each(drawnThemes)(
    "$name: the ring stands out 3:1 from the title bar and from the page",
    ({ properties }) => {
      const { pageBackgrounds, bar, pageRing, barRing } = surfaces(properties);
      expect(contrastRatio(barRing, bar)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
      for (const background of pageBackgrounds)
        expect(contrastRatio(pageRing, background)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
    },
  );

  it("knows the contrast of black on white (21:1) and of a colour on itself (1:1)", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b64c6", "#0b64c6")).toBe(1);
  });

  it("picks another ring where the theme's own colour would vanish", () => {
    const rings = focusRingColors({
      primary: "#dddddd",
      onPrimary: "#eeeeee",
      fg: "#222222",
      bg: "#ffffff",
      bgAlt: "#fafafa",
    });
    expect(rings.page).toBe("#222222");
    expect(rings.bar).toBe("#000000");
  });
});
