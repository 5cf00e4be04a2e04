import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";

describe("formatNumber (shell spec §5, §9: numbers above 999 are abbreviated)", () => {
  it("leaves 999 and below as they are", () => {
    expect(formatNumber(0)).toEqual({ compact: "0", full: "0" });
    expect(formatNumber(999)).toEqual({ compact: "999", full: "999" });
  });

  it("abbreviates at each threshold with one decimal and keeps the full value with separators", () => {
    expect(formatNumber(1000)).toEqual({ compact: "1k", full: "1,000" });
    expect(formatNumber(1234)).toEqual({ compact: "1.2k", full: "1,234" });
    expect(formatNumber(2_500_000)).toEqual({ compact: "2.5m", full: "2,500,000" });
    expect(formatNumber(7_160_000_000)).toEqual({ compact: "7.2b", full: "7,160,000,000" });
    expect(formatNumber(3_000_000_000_000)).toEqual({ compact: "3t", full: "3,000,000,000,000" });
  });

  it("moves to the next unit when rounding reaches 1000", () => {
    expect(formatNumber(999_950).compact).toBe("1m");
    expect(formatNumber(999_949).compact).toBe("999.9k");
  });

  it("abbreviates negative numbers by size", () => {
    expect(formatNumber(-1500)).toEqual({ compact: "-1.5k", full: "-1,500" });
  });

  it("keeps sizes up to compactAbove in full (shell spec §5: compact format applies above 1050)", () => {
    expect(formatNumber(1050, "en", { compactAbove: 1050 })).toEqual({ compact: "1,050", full: "1,050" });
    expect(formatNumber(1051, "en", { compactAbove: 1050 })).toEqual({ compact: "1.1k", full: "1,051" });
  });
});
