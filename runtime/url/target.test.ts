import { describe, expect, it } from "vitest";
import { readTarget, safeTarget, withTarget } from "./target";

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
});
