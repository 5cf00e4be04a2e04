import { afterEach, describe, expect, it } from "vitest";
import fr from "../../locales/fr.json";
import ar from "../../locales/ar.json";
import { msg, setTranslations, t } from "./t";

afterEach(() => setTranslations({}));

describe("t()", () => {
  it("answers the English text when no translation is loaded", () => {
    expect(t("Sign In")).toBe("Sign In");
    expect(t("Page {page} of {count}", { page: 2, count: 5 })).toBe("Page 2 of 5");
  });

  it("answers the loaded translation and fills placeholders", () => {
    setTranslations({ "Signed in as {name}.": "Connecté en tant que {name}." });
    expect(t("Signed in as {name}.", { name: "ada" })).toBe("Connecté en tant que ada.");
  });

  it("translates with the French catalog, placeholders filled in their translated place", () => {
    setTranslations(fr);
    expect(t("Sign In")).toBe("Se connecter");
    expect(t("Page {page} of {count}", { page: 2, count: 5 })).toBe("Page 2 sur 5");
    expect(t("{count} hours ago", { count: 3 })).toBe("il y a 3 heures");
  });

  it("translates with the Arabic catalog", () => {
    setTranslations(ar);
    expect(t("Sign In")).toBe("تسجيل الدخول");
    expect(t("Replying to {name}", { name: "ada" })).toBe("رد على ada");
  });

  it("falls back to the fallback, then the English key, for a string a catalog lacks", () => {
    setTranslations(fr);
    expect(t("A string no catalog has")).toBe("A string no catalog has");
    expect(t("A string no catalog has", undefined, "Repli")).toBe("Repli");
  });

  it("leaves a placeholder without a value as it is, and fills one value in every place", () => {
    expect(t("{name} and {other}", { name: "A" })).toBe("A and {other}");
    expect(t("{n} + {n}", { n: 1 })).toBe("1 + 1");
  });

  it("replaces the catalog on each call: switching back to English drops the translations", () => {
    setTranslations(ar);
    setTranslations({});
    expect(t("Sign In")).toBe("Sign In");
  });

  it("msg() answers its text as it is", () => {
    expect(msg("Sign In")).toBe("Sign In");
  });
});
