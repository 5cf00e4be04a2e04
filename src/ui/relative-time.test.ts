import { describe, expect, it } from "vitest";
import { formatRelativeTime, relativeTimeParts } from "./relative-time";

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = new Date("2025-06-01T12:00:00Z");
const ago = (seconds: number) => formatRelativeTime(new Date(now.getTime() - seconds * 1000), now);

describe("relativeTimeParts (content spec §9 relative time thresholds, shell spec §4 just now)", () => {
  // [elapsed seconds, expected text, the rule it pins]
  const table: [number, string, string][] = [
    [0, "just now", "just now within 5 s"],
    [4.9, "just now", "just now within 5 s"],
    [5, "5 seconds ago", "seconds under 45 s"],
    [30, "30 seconds ago", "seconds under 45 s"],
    [44.9, "44 seconds ago", "seconds under 45 s (rounding stays in the bucket)"],
    [45, "1 minute ago", "a minute from 45 to 90 s"],
    [89, "1 minute ago", "a minute from 45 to 90 s"],
    [90, "2 minutes ago", "minutes from 90 s"],
    [10 * MIN, "10 minutes ago", "minutes up to 45 min"],
    [44.9 * MIN, "44 minutes ago", "minutes up to 45 min"],
    [45 * MIN, "1 hour ago", "an hour from 45 to 90 min"],
    [89 * MIN, "1 hour ago", "an hour from 45 to 90 min"],
    [90 * MIN, "2 hours ago", "hours from 90 min to 22 h"],
    [21.9 * HOUR, "21 hours ago", "hours from 90 min to 22 h"],
    [22 * HOUR, "1 day ago", "a day from 22 to 36 h"],
    [35 * HOUR, "1 day ago", "a day from 22 to 36 h"],
    [36 * HOUR, "2 days ago", "days from 36 h to 26 days"],
    [25.9 * DAY, "25 days ago", "days from 36 h to 26 days"],
    [26 * DAY, "1 month ago", "a month from 26 to 45 days"],
    [44 * DAY, "1 month ago", "a month from 26 to 45 days"],
    [45 * DAY, "2 months ago", "months from 45 to 320 days"],
    [100 * DAY, "3 months ago", "months from 45 to 320 days"],
    [319 * DAY, "10 months ago", "months from 45 to 320 days"],
    [320 * DAY, "1 year ago", "a year from 320 to 548 days"],
    [547 * DAY, "1 year ago", "a year from 320 to 548 days"],
    [548 * DAY, "2 years ago", "years over 548 days"],
    [5 * 365 * DAY, "5 years ago", "years over 548 days"],
  ];

  it.each(table)("%s s ago reads %j (%s)", (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it("words future dates with 'in' by the same thresholds", () => {
    expect(ago(-3)).toBe("just now");
    expect(ago(-10 * MIN)).toBe("in 10 minutes");
    expect(ago(-30 * HOUR)).toBe("in 1 day");
    expect(relativeTimeParts(-2 * HOUR)).toEqual({ unit: "hour", count: 2, isFuture: true });
  });

  it("treats a distance that is not a number as now", () => {
    expect(relativeTimeParts(Number.NaN)).toEqual({ unit: "now" });
  });
});

// The discussion lists' dates read the same: their own copy of these rules is gone.
describe("formatRelativeTime on the discussion lists (content spec §9 relative time thresholds)", () => {
  it("says just now within 5 seconds, seconds under 45 and a minute up to 90 seconds", () => {
    expect(ago(4)).toBe("just now");
    expect(ago(10)).toBe("10 seconds ago");
    expect(ago(44)).toBe("44 seconds ago");
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
