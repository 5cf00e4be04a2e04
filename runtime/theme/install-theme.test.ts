import { describe, expect, it } from "vitest";
import { installThemeVariables } from "./install-theme";
import { THEME_STYLE_ID } from "./css-variables";

describe("installThemeVariables", () => {
  it("adds the custom properties once, with the page's CSP nonce", () => {
    const meta = document.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.nonce = "abc123";
    document.head.append(meta);
    installThemeVariables();
    installThemeVariables();
    const styles = document.querySelectorAll("#plaza-theme-variables");
    expect(styles).toHaveLength(1);
    expect((styles[0] as HTMLStyleElement).nonce).toBe("abc123");
    expect(styles[0]?.textContent).toContain("--plaza-");
    expect(
      getComputedStyle(document.documentElement).getPropertyValue("--plaza-color-primary").trim(),
    ).not.toBe("");
    meta.remove();
  });

  it("keeps the theme a server-rendered page carries: the same id, so nothing is added", () => {
    document.querySelectorAll(`#${THEME_STYLE_ID}`).forEach((element) => element.remove());
    const served = document.createElement("style");
    served.id = THEME_STYLE_ID;
    served.textContent = ":root { --plaza-color-primary: #b4532a; }";
    document.head.append(served);
    installThemeVariables();
    expect([...document.querySelectorAll(`#${THEME_STYLE_ID}`)]).toEqual([served]);
    expect(getComputedStyle(document.documentElement).getPropertyValue("--plaza-color-primary").trim()).toBe(
      "#b4532a",
    );
    served.remove();
  });
});
