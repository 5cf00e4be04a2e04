import { describe, expect, it } from "vitest";
import { readTarget, safeTarget, sameOriginPath, withTarget } from "./target";

describe("Target parameter (content spec §2)", () => {
  it("adds Target with the current address to sign-in links", () => {
    expect(withTarget("/entry/signin", { pathname: "/discussions", search: "?page=2" })).toBe(
      "/entry/signin?Target=%2Fdiscussions%3Fpage%3D2",
    );
  });

  it("adds no Target when the current page is under /entry", () => {
    expect(withTarget("/entry/signin", { pathname: "/entry/register" })).toBe("/entry/signin");
  });

  it("reads Target or target", () => {
    expect(readTarget("?Target=%2Fcategories")).toBe("/categories");
    expect(readTarget("?target=%2Fcategories%3Fx%3D1")).toBe("/categories?x=1");
    expect(readTarget("")).toBe("/");
  });

  it("redirects only to same-origin paths (no open redirect)", () => {
    for (const hostile of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
      "/\u0000x",
    ]) {
      expect(safeTarget(hostile), hostile).toBe("/");
    }
  });

  // Each of these is a path by its first character, but a browser resolves it to another origin once
  // it has removed dot segments, turned backslashes into slashes and decoded %2e (WHATWG URL).
  const offSite = [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/.%2E//evil.example",
    "/.\\/evil.example",
    "/./\\evil.example",
    "/./\\\\evil.example",
    "/a/..//evil.example",
    "/a/%2e%2e//evil.example",
    "/a/b/../..//evil.example",
    "/.//evil.example/path?x=1#y",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/%252f%252fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/.\t//evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\\\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "https:/evil.example",
    "https:evil.example",
    "http://plaza.invalid@evil.example/",
  ];

  it("resolves dot segments, backslashes and encodings before it decides, and refuses another origin", () => {
    for (const hostile of offSite) {
      expect(safeTarget(hostile), JSON.stringify(hostile)).toBe("/");
      expect(readTarget(`?Target=${encodeURIComponent(hostile)}`), JSON.stringify(hostile)).toBe("/");
      expect(sameOriginPath(hostile), JSON.stringify(hostile)).toBeNull();
    }
  });

  it("answers what a browser would load, and that answer stays on this site when loaded again", () => {
    const base = "https://forum.example/entry/signin?Target=x";
    for (const value of [...offSite, "/categories", "/a/./b/../c?x=1#top", "/%2e/discussions", "/a%2fb"]) {
      const target = safeTarget(value);
      expect(target.startsWith("//") || target.startsWith("/\\"), JSON.stringify(value)).toBe(false);
      const loaded = new URL(target, base);
      expect(loaded.origin, JSON.stringify(value)).toBe("https://forum.example");
      expect(`${loaded.pathname}${loaded.search}${loaded.hash}`, JSON.stringify(value)).toBe(target);
    }
  });

  it("keeps same-site paths, normalised as the browser would", () => {
    expect(safeTarget("/a/./b/../c?x=1#top")).toBe("/a/c?x=1#top");
    expect(safeTarget("/%2e/discussions")).toBe("/discussions");
    expect(safeTarget("/discussions/12/a%2fb")).toBe("/discussions/12/a%2fb");
    expect(safeTarget("/search?query=%2F%2Fx")).toBe("/search?query=%2F%2Fx");
    expect(safeTarget("/")).toBe("/");
  });
});
