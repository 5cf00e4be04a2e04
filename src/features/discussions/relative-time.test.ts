import { describe, expect, it } from "vitest";
import { formatFullDate, formatRelativeTime } from "./relative-time";

const now = new Date("2025-06-01T12:00:00Z");
const ago = (seconds: number) => formatRelativeTime(new Date(now.getTime() - seconds * 1000), now);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("formatRelativeTime (content spec §9 relative time thresholds)", () => {
  it("says just now under 45 seconds and a minute up to 90 seconds", () => {
    expect(ago(10)).toBe("just now");
    expect(ago(44)).toBe("just now");
    expect(ago(45)).toBe("1 minute ago");
    expect(ago(89)).toBe("1 minute ago");
  });

  it("counts minutes up to 45, then an hour up to 90 minutes, then hours up to 22", () => {
    expect(ago(10 * MIN)).toBe("10 minutes ago");
    expect(ago(50 * MIN)).toBe("1 hour ago");
    expect(ago(5 * HOUR)).toBe("5 hours ago");
    expect(ago(23 * HOUR)).toBe("1 day ago");
  });

  it("counts days from 36 hours up to 26 days, then months, then years past 548 days", () => {
    expect(ago(40 * HOUR)).toBe("2 days ago");
    expect(ago(25 * DAY)).toBe("25 days ago");
    expect(ago(30 * DAY)).toBe("1 month ago");
    expect(ago(100 * DAY)).toBe("3 months ago");
    expect(ago(400 * DAY)).toBe("1 year ago");
    expect(ago(600 * DAY)).toBe("2 years ago");
  });

  it("speaks of the future too", () => {
    expect(ago(-3 * HOUR)).toBe("in 3 hours");
  });
});

describe("formatFullDate", () => {
  it("gives the whole date and time", () => {
    expect(formatFullDate(now)).toMatch(/2025/);
    expect(formatFullDate(now)).toMatch(/June/);
  });
});
