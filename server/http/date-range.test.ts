// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { parseDateRange } from "./date-range";

describe("parseDateRange (content spec §3 date range filter)", () => {
  it("reads a bare date as that whole day", () => {
    expect(parseDateRange("2026-01-01", "d")).toEqual({
      from: "2026-01-01T00:00:00.000Z",
      before: "2026-01-02T00:00:00.000Z",
    });
  });

  it("reads [start,end] inclusively, the end day included whole", () => {
    expect(parseDateRange("[2026-01-01,2026-01-31]", "d")).toEqual({
      from: "2026-01-01T00:00:00.000Z",
      before: "2026-02-01T00:00:00.000Z",
    });
  });

  it("reads >=, <=, > and < (Vanilla's operators), with times kept exact", () => {
    expect(parseDateRange(">=2026-03-01", "d")).toEqual({ from: "2026-03-01T00:00:00.000Z" });
    expect(parseDateRange("<=2026-03-01", "d")).toEqual({ before: "2026-03-02T00:00:00.000Z" });
    expect(parseDateRange(">2026-03-01", "d")).toEqual({ from: "2026-03-02T00:00:00.000Z" });
    expect(parseDateRange("<2026-03-01", "d")).toEqual({ before: "2026-03-01T00:00:00.000Z" });
    expect(parseDateRange(">2026-03-01T10:00:00Z", "d")).toEqual({ after: "2026-03-01T10:00:00.000Z" });
    expect(parseDateRange("(2026-03-01T10:00:00Z,2026-03-02T10:00:00Z]", "d")).toEqual({
      after: "2026-03-01T10:00:00.000Z",
      to: "2026-03-02T10:00:00.000Z",
    });
  });

  it("refuses anything else with a 400 naming the field", () => {
    for (const bad of ["yesterday", "[2026-01-01]", ">=", "2026-13-45", "[a,b]"]) {
      let error: unknown;
      try {
        parseDateRange(bad, "dateInserted");
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).details.errors?.[0]?.field).toBe("dateInserted");
    }
  });
});
