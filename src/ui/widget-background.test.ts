import { describe, expect, it } from "vitest";
import { backgroundStyle, hasCustomBackground } from "./widget-background";

describe("backgroundStyle", () => {
  it("sets colour, image and text colour", () => {
    expect(backgroundStyle({ color: "#123", imageUrl: "/a.png" }, "white")).toEqual({
      backgroundColor: "#123",
      backgroundImage: 'url("/a.png")',
      color: "white",
    });
  });

  it("keeps a quote in the image url from breaking out of url()", () => {
    expect(backgroundStyle({ imageUrl: '/a.png") ; color: red; ("' }).backgroundImage).toBe(
      'url("/a.png%22) ; color: red; (%22")',
    );
  });

  it("marks an unsafe image url (content spec §5)", () => {
    expect(backgroundStyle({ imageUrl: "javascript:x" }).backgroundImage).toBe('url("unsafe:javascript:x")');
  });

  it("counts only a colour or an image as a custom background", () => {
    expect(hasCustomBackground(undefined)).toBe(false);
    expect(hasCustomBackground({ useOverlay: true, color: " " })).toBe(false);
    expect(hasCustomBackground({ imageUrl: "/b.png" })).toBe(true);
  });
});
