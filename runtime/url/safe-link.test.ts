import { describe, expect, it } from "vitest";
import { SAFE_LINK_OR_EMPTY_PATTERN, SAFE_LINK_PATTERN } from "../../schemas/entities/safe-link";
import { isSafeLink, isValidUrl, sanitizeLink, UNSAFE_LINK_PREFIX } from "./safe-link";

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
