import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { HtmlWidgetProps } from "../../schemas/widgets/html-widget.schema";
import { HtmlWidget } from "./HtmlWidget";
import { frameDocument } from "./frame-document";
import { htmlWidgetFixtures } from "./fixtures";

describe("HtmlWidget (shell spec §2: sandboxed iframe embeds, max height 80vh)", () => {
  it.each(Object.entries<HtmlWidgetProps>(htmlWidgetFixtures))(
    "renders the %s fixture in a frame without scripts or same-origin access",
    (_, props) => {
      render(<HtmlWidget {...props} />);
      const frame = screen.getByTitle(props.title ?? "Custom HTML");
      expect(frame.tagName).toBe("IFRAME");
      expect(frame.getAttribute("sandbox")).toBe("allow-popups allow-popups-to-escape-sandbox");
      expect(frame.getAttribute("srcdoc")).toContain(props.html);
    },
  );

  it('names the frame "Custom HTML" and sizes it 300px by default', () => {
    render(<HtmlWidget {...htmlWidgetFixtures.defaults} />);
    const frame = screen.getByTitle("Custom HTML");
    expect(frame.style.blockSize).toBe("300px");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("shows the title as a heading and names the frame after it", () => {
    render(<HtmlWidget {...htmlWidgetFixtures.titledWithCss} />);
    expect(screen.getByRole("heading", { level: 2, name: "Office hours" })).toBeTruthy();
    const frame = screen.getByTitle("Office hours");
    expect(frame.style.blockSize).toBe("120px");
    expect(frame.getAttribute("srcdoc")).toContain(
      "<style>.note { color: #0b64c6; font-weight: 600; }</style>",
    );
  });
});

describe("frameDocument", () => {
  it("opens links in a new tab and gives the CSS the page's nonce", () => {
    const doc = frameDocument("<a href='https://x.example'>x</a>", "a { color: red }", "abc123");
    expect(doc).toContain('<base target="_blank">');
    expect(doc).toContain('<style nonce="abc123">a { color: red }</style>');
  });

  it("keeps CSS from closing its style element early", () => {
    const doc = frameDocument("", "</style><script>alert(1)</script>", "");
    expect(doc).not.toContain("</style><script>");
  });
});
