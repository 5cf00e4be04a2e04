import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "./Tooltip";

// fireEvent rather than userEvent: user-event's async waits never settle under Vitest's fake timers.
function renderTooltip() {
  render(
    <Tooltip label="Mark every discussion as read">
      <button type="button">Mark read</button>
    </Tooltip>,
  );
  return { trigger: screen.getByRole("button", { name: "Mark read" }) };
}
const hover = (element: HTMLElement) => fireEvent.mouseEnter(element);
const unhover = (element: HTMLElement) => fireEvent.mouseLeave(element);
const focus = (element: HTMLElement) => act(() => element.focus());
const blur = (element: HTMLElement) => act(() => element.blur());
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const tooltip = () => screen.queryByRole("tooltip");

describe("Tooltip (shell spec §4 tooltip states, §9 rest 100 ms, leave 500 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("describes its trigger with aria-describedby, even while hidden", () => {
    renderTooltip();
    expect(tooltip()).toBeNull();
    expect(screen.getByRole("button", { description: "Mark every discussion as read" })).toBeTruthy();
  });

  it("shows after 100 ms of rest on hover", () => {
    const { trigger } = renderTooltip();
    hover(trigger);
    wait(99);
    expect(tooltip()).toBeNull();
    wait(1);
    expect(tooltip()?.textContent).toBe("Mark every discussion as read");
  });

  it("shows after 100 ms on keyboard focus and leaves with it", () => {
    const { trigger } = renderTooltip();
    focus(trigger);
    wait(100);
    expect(tooltip()).not.toBeNull();
    blur(trigger);
    wait(500);
    expect(tooltip()).toBeNull();
  });

  it("stays 500 ms after the pointer leaves, then goes", () => {
    const { trigger } = renderTooltip();
    hover(trigger);
    wait(100);
    unhover(trigger);
    wait(499);
    expect(tooltip()).not.toBeNull();
    wait(1);
    expect(tooltip()).toBeNull();
  });

  it("stays up while focus remains after the pointer leaves", () => {
    const { trigger } = renderTooltip();
    focus(trigger);
    hover(trigger);
    wait(100);
    unhover(trigger);
    wait(1000);
    expect(tooltip()).not.toBeNull();
  });

  it("is dismissed by a mouse down", () => {
    const { trigger } = renderTooltip();
    fireEvent.mouseEnter(trigger);
    wait(100);
    fireEvent.mouseDown(trigger);
    expect(tooltip()).toBeNull();
    wait(1000);
    expect(tooltip()).toBeNull();
  });

  it("is dismissed by the select key (Enter or Space) and by Escape", () => {
    const { trigger } = renderTooltip();
    for (const key of ["Enter", " ", "Escape"]) {
      focus(trigger);
      wait(100);
      expect(tooltip()).not.toBeNull();
      fireEvent.keyDown(trigger, { key });
      expect(tooltip()).toBeNull();
      blur(trigger); // focus leaves, so the next round starts idle
    }
  });

  it("hides a hovered tooltip on Escape pressed anywhere (WCAG 1.4.13 dismissible)", () => {
    const { trigger } = renderTooltip();
    hover(trigger);
    wait(100);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(tooltip()).toBeNull();
  });

  it("hides for 200 ms while the page scrolls", () => {
    const { trigger } = renderTooltip();
    hover(trigger);
    wait(100);
    fireEvent.scroll(window);
    expect(tooltip()).toBeNull();
    wait(150);
    fireEvent.scroll(window);
    wait(150);
    expect(tooltip()).toBeNull();
    wait(50);
    expect(tooltip()).not.toBeNull();
  });

  it("keeps the trigger's own description", () => {
    render(
      <Tooltip label="More">
        <button type="button" aria-describedby="hint">
          Go
        </button>
      </Tooltip>,
    );
    const ids = screen.getByRole("button").getAttribute("aria-describedby")?.split(" ");
    expect(ids?.[0]).toBe("hint");
    expect(ids).toHaveLength(2);
  });
});
