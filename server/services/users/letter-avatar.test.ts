// @vitest-environment node
import { describe, expect, it } from "vitest";
import { initialsOf, LETTER_AVATAR_COLORS, letterAvatarColor } from "./letter-avatar";

/** WCAG 2.x relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.x contrast ratio of white text on a background. */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe("letter avatars", () => {
  it("every background gives white initials a WCAG AA contrast of at least 4.5:1", () => {
    expect(LETTER_AVATAR_COLORS.length).toBeGreaterThanOrEqual(8);
    for (const color of LETTER_AVATAR_COLORS) {
      expect(color).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrastWithWhite(color), color).toBeGreaterThanOrEqual(4.5);
    }
    // The check itself: black on white is 21:1, and a light grey fails.
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#999999")).toBeLessThan(4.5);
  });

  it("a name always gets the same colour, and names spread over the palette", () => {
    expect(letterAvatarColor("Ann Lee")).toBe(letterAvatarColor("Ann Lee"));
    const names = Array.from({ length: 200 }, (_, i) => `member${i}`);
    const used = new Set(names.map(letterAvatarColor));
    expect(used.size).toBe(LETTER_AVATAR_COLORS.length);
  });

  it("initials are the first letters of the first and last words, upper-cased, as whole graphemes", () => {
    expect(initialsOf("member2")).toBe("M");
    expect(initialsOf("Ann Lee")).toBe("AL");
    expect(initialsOf("  mary ann   lee ")).toBe("ML");
    expect(initialsOf("émile zola")).toBe("ÉZ");
    expect(initialsOf("ليلى أحمد")).toBe("لأ");
    expect(initialsOf("👩‍💻 coder")).toBe("👩‍💻C");
    expect(initialsOf("é")).toBe("É"); // e + combining acute: one grapheme, kept whole
    expect(initialsOf("(ann) [lee]")).toBe("AL");
    expect(initialsOf("!!!")).toBe("!");
    expect(initialsOf("istanbul")).toBe("I"); // the root locale, never a Turkish dotted İ
    expect(initialsOf("   ")).toBe("");
  });
});
