// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderSignature } from "./render-signature";

describe("renderSignature", () => {
  it("renders markdown with images and safe links", () => {
    expect(renderSignature("**Ann** — [site](https://ann.example) ![logo](/uploads/logo.png)")).toBe(
      '<p><strong>Ann</strong> — <a href="https://ann.example" rel="nofollow ugc noopener noreferrer">site</a> <img src="/uploads/logo.png" alt="logo" loading="lazy"></p>\n',
    );
  });

  it("drops scripts, handlers and unsafe links", () => {
    expect(
      renderSignature(
        '<img src="/a.png" onerror="x()"><script>alert(1)</script><a href="javascript:x">me</a>',
      ),
    ).toBe('<p><img src="/a.png" loading="lazy">me</p>\n');
  });
});
