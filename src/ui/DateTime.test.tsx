import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { DateTime } from "./DateTime";
import { formatDate } from "./format-date";

const posted = "2025-03-03T14:05:00Z";

describe("DateTime fixed formats (shell spec §3 date/time value)", () => {
  it("renders a <time> with the machine date and the full date in its title", () => {
    render(<DateTime date={posted} timezone="UTC" />);
    const time = screen.getByText("Mar 3, 2025");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe("2025-03-03T14:05:00.000Z");
    expect(time.getAttribute("title")).toBe("Monday, March 3, 2025 at 2:05 PM");
  });

  it("formats each type: default, extended, compact, time", () => {
    const at = new Date(posted);
    expect(formatDate(at, "default", { timeZone: "UTC" })).toBe("Mar 3, 2025");
    expect(formatDate(at, "extended", { timeZone: "UTC" })).toBe("Monday, March 3, 2025 at 2:05 PM");
    expect(formatDate(at, "compact", { timeZone: "UTC" })).toBe("3/3/25");
    expect(formatDate(at, "time", { timeZone: "UTC" })).toBe("2:05 PM");
  });

  it("applies the value's time zone", () => {
    render(<DateTime date={posted} type="time" timezone="Asia/Tokyo" />);
    expect(screen.getByText("11:05 PM")).toBeTruthy();
  });

  it("accepts a millisecond timestamp", () => {
    render(<DateTime date={Date.parse(posted)} type="compact" timezone="UTC" />);
    expect(screen.getByText("3/3/25")).toBeTruthy();
  });

  it("renders nothing for a date that cannot be read", () => {
    const { container } = render(<DateTime date="not a date" />);
    expect(container.innerHTML).toBe("");
  });
});

describe("DateTime relative mode (shell spec §4 relative time)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'just now' within 5 seconds, with the full date in the title", () => {
    render(<DateTime date="2025-06-01T11:59:57Z" mode="relative" timezone="UTC" />);
    const time = screen.getByText("just now");
    expect(time.getAttribute("title")).toBe("Sunday, June 1, 2025 at 11:59 AM");
  });

  it("updates every 30 seconds (relative time tick 30 s)", () => {
    render(<DateTime date="2025-06-01T11:59:50Z" mode="relative" />);
    expect(screen.getByText("10 seconds ago")).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByText("10 seconds ago")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("40 seconds ago")).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("1 minute ago")).toBeTruthy();
  });

  it("runs one shared interval for all relative dates and stops it when none is left", () => {
    const { unmount } = render(
      <>
        <DateTime date="2025-06-01T11:00:00Z" mode="relative" />
        <DateTime date="2025-05-01T12:00:00Z" mode="relative" />
        <DateTime date="2024-06-01T12:00:00Z" mode="relative" />
      </>,
    );
    expect(screen.getByText("1 hour ago")).toBeTruthy();
    expect(screen.getByText("1 month ago")).toBeTruthy();
    expect(screen.getByText("1 year ago")).toBeTruthy();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts no timer for fixed dates", () => {
    render(<DateTime date={posted} />);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads the current time when mounted between ticks", () => {
    render(<DateTime date="2025-06-01T11:00:00Z" mode="relative" />);
    act(() => vi.advanceTimersByTime(20_000));
    // A post made "now", 20 s after the last tick, is not "in 20 seconds".
    render(<DateTime date={new Date(Date.now())} mode="relative" />);
    expect(screen.getByText("just now")).toBeTruthy();
  });
});
