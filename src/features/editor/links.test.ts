import { describe, expect, it } from "vitest";
import { isPastedLink, linkFromInput } from "./links";

describe("linkFromInput (content spec §5 safe links)", () => {
  it("keeps links that start with http://, https://, mailto:, tel:, / or #", () => {
    for (const url of [
      "http://a.test",
      "https://a.test/x?y=1",
      "mailto:a@b.test",
      "tel:+123",
      "/discussions",
      "#top",
    ]) {
      expect(linkFromInput(url)).toBe(url);
    }
  });

  it("adds https:// to a bare domain", () => {
    expect(linkFromInput("example.com")).toBe("https://example.com");
    expect(linkFromInput("  www.example.org/path?q=1 ")).toBe("https://www.example.org/path?q=1");
  });

  it("refuses script links, other schemes, words and empty input", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "ftp://x.test", "hello", "", "a b.com"]) {
      expect(linkFromInput(url)).toBeNull();
    }
  });
});

describe("isPastedLink", () => {
  it("is true for one http(s) URL or bare domain only", () => {
    expect(isPastedLink("https://example.com/a")).toBe(true);
    expect(isPastedLink("example.com")).toBe(true);
    expect(isPastedLink("see https://example.com")).toBe(false);
    expect(isPastedLink("javascript:alert(1)")).toBe(false);
  });
});
