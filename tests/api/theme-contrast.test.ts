// @vitest-environment node
import { describe, expect, it } from "vitest";
import { builtinThemes } from "../../server/services/themes/themes-builtin";
import { darkPreset } from "../../runtime/theme/css-variables";
import { theme } from "../../runtime/theme/variables";
import { lowContrastPairs, TEXT_MIN_CONTRAST, themeContrastPairs } from "../../runtime/theme/contrast";

/** Every built-in theme, and Keystone under the dark colour scheme (its preset's colours). */
const checkedThemes = [
  ...builtinThemes.map((builtin) => ({ name: builtin.name, variables: builtin.variables })),
  {
    name: "Keystone, dark colour scheme",
    variables: { preset: "dark" as const, colors: { ...theme.colors, ...darkPreset.colors } },
  },
];

describe("text contrast of the built-in themes (WCAG 2 AA)", () => {
  it.each(checkedThemes)(
    "$name: every text colour stands out 4.5:1 from what it is drawn on",
    ({ variables }) => {
      const low = lowContrastPairs(variables).map(
        ({ id, fg, bg, ratio }) => `${id}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`,
      );
      expect(low).toEqual([]);
    },
  );

  it("checks links on panels, where Harbour's first primary colour was 4.27:1", () => {
    const pairs = themeContrastPairs({ colors: { primary: "#b4532a", bgAlt: "#f6ecdf" } });
    const link = pairs.find((pair) => pair.id === "linkOnPanel")!;
    expect(link.ratio).toBeLessThan(TEXT_MIN_CONTRAST);
    expect(link.ratio).toBeCloseTo(4.27, 2);
  });

  it("reads a colour it cannot parse as no contrast rather than passing it", () => {
    const pairs = themeContrastPairs({ colors: { fg: "#12345" } });
    expect(pairs.find((pair) => pair.id === "text")!.ratio).toBe(1);
  });
});
