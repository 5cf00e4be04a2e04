import { describe, expect, it } from "vitest";
import { isSticky, isTransparent, resolvePositioning } from "./title-bar-positioning";

describe("resolvePositioning (shell spec §4 title bar positioning)", () => {
  it("defaults to StickySolid", () => {
    expect(resolvePositioning(undefined, false)).toBe("StickySolid");
    expect(resolvePositioning(undefined, true)).toBe("StickySolid");
  });

  it("defaults to StickyTransparent with full-bleed on, solid again where transparency is not allowed", () => {
    expect(resolvePositioning(undefined, true, true)).toBe("StickyTransparent");
    expect(resolvePositioning(undefined, false, true)).toBe("StickySolid");
  });

  it("lets the layout's own mode win over the full-bleed default", () => {
    expect(resolvePositioning("StaticSolid", true, true)).toBe("StaticSolid");
  });

  it("falls back from a transparent mode to its solid counterpart where transparency is not allowed", () => {
    expect(resolvePositioning("StickyTransparent", false)).toBe("StickySolid");
    expect(resolvePositioning("StaticTransparent", false)).toBe("StaticSolid");
  });

  it("keeps a transparent mode where transparency is allowed", () => {
    expect(resolvePositioning("StickyTransparent", true)).toBe("StickyTransparent");
    expect(resolvePositioning("StaticTransparent", true)).toBe("StaticTransparent");
  });

  it("keeps solid modes as they are", () => {
    expect(resolvePositioning("StaticSolid", false)).toBe("StaticSolid");
    expect(resolvePositioning("StickySolid", true)).toBe("StickySolid");
  });

  it("tells sticky and transparent modes apart", () => {
    expect([isSticky("StickyTransparent"), isTransparent("StickyTransparent")]).toEqual([true, true]);
    expect([isSticky("StaticSolid"), isTransparent("StaticSolid")]).toEqual([false, false]);
  });
});
