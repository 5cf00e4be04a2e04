import { describe, expect, it } from "vitest";
import { directionOf, htmlLanguageAttributes, languageTag } from "../../locales/direction";
import { interfaceLocaleOf } from "../../locales";

describe("locale direction", () => {
  it("writes Arabic right to left and French and English left to right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("ar_EG")).toBe("rtl");
    expect(directionOf("fr")).toBe("ltr");
    expect(directionOf("en")).toBe("ltr");
  });

  it("gives the root element dir only for a right-to-left language, so an English page is unchanged", () => {
    expect(htmlLanguageAttributes("en")).toBe('lang="en"');
    expect(htmlLanguageAttributes("ar")).toBe('lang="ar" dir="rtl"');
    expect(htmlLanguageAttributes('fr"><script>')).toBe('lang="frscript"');
  });

  it("reads a regional key as its language", () => {
    expect(languageTag("fr_CA")).toBe("fr-CA");
    expect(interfaceLocaleOf("fr_CA")?.key).toBe("fr");
    expect(interfaceLocaleOf("de")).toBeUndefined();
  });
});
