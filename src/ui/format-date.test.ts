import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

const now = new Date("2025-06-01T12:00:00Z");

describe("formatDate full (the title of every date)", () => {
  it("gives the whole date and time", () => {
    expect(formatDate(now, "full")).toMatch(/2025/);
    expect(formatDate(now, "full")).toMatch(/June/);
  });
});
