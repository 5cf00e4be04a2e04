import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;
const TB = 1024 * GB;

describe("formatFileSize (content spec §9: B to TB in powers of 1024)", () => {
  it.each([
    [0, "0 B"],
    [1, "1 B"],
    [1023, "1,023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10 * KB + 100, "10.1 KB"],
    [MB - 1, "1 MB"],
    [2.5 * MB, "2.5 MB"],
    [GB, "1 GB"],
    [3.25 * GB, "3.3 GB"],
    [TB, "1 TB"],
  ])("%s bytes reads %j (one decimal, powers of 1024)", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("stops at TB, the largest unit", () => {
    expect(formatFileSize(2048 * TB)).toBe("2,048 TB");
  });

  it("reads negative or invalid sizes as 0 B", () => {
    expect(formatFileSize(-5)).toBe("0 B");
    expect(formatFileSize(Number.NaN)).toBe("0 B");
  });
});
