import { describe, expect, it } from "vitest";
import { installThemeVariables } from "./install-theme";

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
});
