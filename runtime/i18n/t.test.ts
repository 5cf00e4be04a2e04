import { afterEach, describe, expect, it } from "vitest";
import { setTranslations, t } from "./t";

afterEach(() => setTranslations({}));

describe("t()", () => {
  it("answers the English text when no translation is loaded", () => {
    expect(t("Sign In")).toBe("Sign In");
  });
  it("answers the loaded translation and fills placeholders", () => {
    setTranslations({ "Signed in as {name}.": "Connecté en tant que {name}." });
    expect(t("Signed in as {name}.", { name: "ada" })).toBe("Connecté en tant que ada.");
  });
});
