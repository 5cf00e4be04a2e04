// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import fr from "../../locales/fr.json";
import ar from "../../locales/ar.json";
import { interfaceLocales } from "../../locales";
import { interfaceStrings, placeholdersOf } from "./catalog-keys";
import { generatedFormStrings } from "./form-strings";

const root = path.resolve(import.meta.dirname, "../..");
const keys = interfaceStrings(root);
// The titles, descriptions and option labels generated forms take from their schemas.
for (const [text, where] of generatedFormStrings()) keys.set(text, [...(keys.get(text) ?? []), ...where]);
const catalogs: Record<string, Record<string, string>> = { fr, ar };

describe("interface catalogs", () => {
  it("finds the interface strings of the source (t() and msg() literals)", () => {
    expect(keys.size).toBeGreaterThan(400);
    expect(keys.has("Sign In")).toBe(true);
    expect(keys.has("Your notification preferences have been saved.")).toBe(true);
    // A built-in layout's title, written by the server, and a settings page's field title.
    expect(keys.has("Recent Discussions")).toBe(true);
    expect(keys.has("Registration method")).toBe(true);
  });

  it("ships a catalog for every interface locale but English, whose strings are the keys", () => {
    expect(interfaceLocales.map((l) => l.key)).toEqual(["en", ...Object.keys(catalogs)]);
  });

  for (const [locale, catalog] of Object.entries(catalogs)) {
    it(`${locale}: translates every interface string of the source`, () => {
      const missing = [...keys]
        .filter(([key]) => !(key in catalog))
        .map(([key, files]) => `${key} (${files[0]})`);
      expect(missing).toEqual([]);
    });

    it(`${locale}: keeps every {placeholder} of each string, and translates none to nothing`, () => {
      const broken = Object.entries(catalog).filter(
        ([key, text]) => !text.trim() || placeholdersOf(key).join() !== placeholdersOf(text).join(),
      );
      expect(broken).toEqual([]);
    });
  }
});
