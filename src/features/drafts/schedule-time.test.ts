import { describe, expect, it } from "vitest";
import { describeTimeZone, fromWallTime, toWallTime } from "./schedule-time";

describe("fromWallTime / toWallTime (the schedule dialog's inputs in the member's time zone)", () => {
  it("reads a wall-clock time in a zone as the UTC instant it names", () => {
    expect(fromWallTime({ date: "2031-01-15", time: "09:30" }, "Asia/Tokyo")?.toISOString()).toBe(
      "2031-01-15T00:30:00.000Z",
    );
    expect(fromWallTime({ date: "2031-07-01", time: "12:00" }, "America/New_York")?.toISOString()).toBe(
      "2031-07-01T16:00:00.000Z",
    );
    expect(fromWallTime({ date: "2031-01-01", time: "12:00" }, "America/New_York")?.toISOString()).toBe(
      "2031-01-01T17:00:00.000Z",
    );
    expect(fromWallTime({ date: "2031-03-09", time: "23:15" }, "UTC")?.toISOString()).toBe(
      "2031-03-09T23:15:00.000Z",
    );
  });

  it("crosses the date line both ways and round-trips", () => {
    const instant = new Date("2031-12-31T20:45:00.000Z");
    expect(toWallTime(instant, "Pacific/Auckland")).toEqual({ date: "2032-01-01", time: "09:45" });
    expect(toWallTime(instant, "America/Los_Angeles")).toEqual({ date: "2031-12-31", time: "12:45" });
    expect(fromWallTime(toWallTime(instant, "Pacific/Auckland"), "Pacific/Auckland")).toEqual(instant);
  });

  it("answers null for missing or impossible inputs", () => {
    expect(fromWallTime({ date: "", time: "10:00" }, "UTC")).toBeNull();
    expect(fromWallTime({ date: "2031-02-30", time: "10:00" }, "UTC")).toBeNull();
    expect(fromWallTime({ date: "2031-02-03", time: "25:00" }, "UTC")).toBeNull();
  });

  it("names the zone with its offset", () => {
    expect(describeTimeZone("Asia/Tokyo", new Date("2031-01-01T00:00:00Z"))).toBe("Asia/Tokyo (GMT+09:00)");
  });
});
