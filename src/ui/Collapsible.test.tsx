import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Collapsible } from "./Collapsible";

// jsdom has no layout: content height is faked, and so is ResizeObserver, which jsdom lacks.
let contentHeight = 0;
const observers: FakeResizeObserver[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
  resize() {
    this.callback();
  }
}

function renderContent() {
  render(
    <Collapsible>
      <p>Long post body</p>
      <a href="/more">Read the rest</a>
    </Collapsible>,
  );
}
const viewport = () => screen.getByText("Long post body").parentElement!.parentElement!;

describe("Collapsible (shell spec §4 collapsible content, §9 max height 100 + overshoot 50)", () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, "scrollHeight", "get").mockImplementation(() => contentHeight);
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it("shows content up to 150 px tall whole, with no toggle", () => {
    contentHeight = 150;
    renderContent();
    expect(screen.queryByRole("button")).toBeNull();
    expect(viewport().style.maxHeight).toBe("");
  });

  it("collapses taller content to 100 px with an Expand toggle", () => {
    contentHeight = 151;
    renderContent();
    const toggle = screen.getByRole("button", { name: "Expand" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(viewport().id);
    expect(viewport().style.maxHeight).toBe("100px");
  });

  it("toggles between Expand and Collapse", async () => {
    contentHeight = 400;
    renderContent();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Expand" }));
    expect(screen.getByRole("button", { name: "Collapse" }).getAttribute("aria-expanded")).toBe("true");
    expect(viewport().style.maxHeight).toBe("");
    await user.click(screen.getByRole("button", { name: "Collapse" }));
    expect(screen.getByRole("button", { name: "Expand" })).toBeTruthy();
    expect(viewport().style.maxHeight).toBe("100px");
  });

  it("measures again when the content resizes (ResizeObserver)", () => {
    contentHeight = 120;
    renderContent();
    expect(screen.queryByRole("button")).toBeNull();
    contentHeight = 300; // an image finished loading
    act(() => observers.forEach((observer) => observer.resize()));
    expect(screen.getByRole("button", { name: "Expand" })).toBeTruthy();
  });

  it("measures once after rendering where there is no ResizeObserver", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    contentHeight = 300;
    renderContent();
    expect(screen.getByRole("button", { name: "Expand" })).toBeTruthy();
  });

  it("expands when focus moves to something hidden below the cut", async () => {
    contentHeight = 300;
    renderContent();
    await userEvent.setup().tab();
    expect(screen.getByRole("link", { name: "Read the rest" })).toBe(document.activeElement);
    expect(screen.getByRole("button", { name: "Collapse" })).toBeTruthy();
  });
});
