import { describe, expect, it } from "vitest";
import { SAFE_LINK_OR_EMPTY_PATTERN, SAFE_LINK_PATTERN } from "../../schemas/entities/safe-link";
import { isSafeLink, isValidUrl, normalizeLink, sanitizeLink, UNSAFE_LINK_PREFIX } from "./safe-link";

describe("safe links (content spec §5)", () => {
  it("keeps http, https, tel, mailto, root-relative and hash links", () => {
    for (const url of [
      "http://a.example",
      "https://a.example/x",
      "tel:+123",
      "mailto:a@b.c",
      "/discussions",
      "#top",
    ]) {
      expect(isSafeLink(url), url).toBe(true);
      expect(sanitizeLink(url)).toBe(url);
    }
  });

  it("prefixes everything else as unsafe, whatever the case or leading space", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "relative/path",
      "ftp://x",
    ]) {
      expect(isSafeLink(url), url).toBe(false);
      expect(sanitizeLink(url).startsWith(UNSAFE_LINK_PREFIX)).toBe(true);
    }
  });

  it("reads backslashes, tabs and newlines as a browser does, so /\\host is the protocol-relative //host", () => {
    for (const [url, read] of [
      ["/\\evil.example/x.png", "//evil.example/x.png"],
      ["\\\\evil.example/x", "//evil.example/x"],
      ["\\/evil.example", "//evil.example"],
      ["https:\\\\evil.example\\x", "https://evil.example/x"],
      ["/\t/evil.example", "//evil.example"],
      ["/\n\r/evil.example", "//evil.example"],
      ["\u0001 /x", "/x"],
      // Only before the query: a backslash in a query or fragment stays one.
      ["/search?q=a\\b#c\\d", "/search?q=a\\b#c\\d"],
      ["#a\\b", "#a\\b"],
      // Not a web address: the browser leaves its backslashes alone.
      ["mailto:a\\b@c.example", "mailto:a\\b@c.example"],
    ] as [string, string][]) {
      expect(normalizeLink(url), JSON.stringify(url)).toBe(read);
      // Each is what the browser's own parser makes of it.
      expect(new URL(normalizeLink(url), "https://site.example/").href).toBe(
        new URL(url, "https://site.example/").href,
      );
    }
    expect(sanitizeLink("/\\evil.example/x")).toBe("//evil.example/x");
    expect(isSafeLink("https:\\\\a.example")).toBe(true);
    expect(isSafeLink("java\tscript:alert(1)")).toBe(false);
    expect(sanitizeLink("java\nscript:alert(1)").startsWith(UNSAFE_LINK_PREFIX)).toBe(true);
  });

  it("schemas' safe-link pattern agrees with the rule, as ajv compiles it (unicode, no flags)", () => {
    const pattern = new RegExp(SAFE_LINK_PATTERN, "u");
    for (const url of [
      "HTTPS://a.example",
      "  http://a.example",
      "Tel:+1",
      "MAILTO:a@b.c",
      "/x",
      "#top",
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:image/png;base64,x",
      "relative/path",
      "",
    ]) {
      expect(pattern.test(url), url).toBe(isSafeLink(url));
    }
    expect(new RegExp(SAFE_LINK_OR_EMPTY_PATTERN, "u").test("")).toBe(true);
  });

  it("a URL is valid only with http or https", () => {
    expect(isValidUrl("https://a.example")).toBe(true);
    expect(isValidUrl("mailto:a@b.c")).toBe(false);
    expect(isValidUrl("not a url")).toBe(false);
  });
});
