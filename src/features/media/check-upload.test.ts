import { describe, expect, it } from "vitest";
import { checkUpload } from "./check-upload";

const limits = { maxSize: 10 * 1024 * 1024, allowedExtensions: ["jpg", "png", "pdf"] };
const extensionMessage =
  "The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, png, pdf";

describe("checkUpload (content spec §5, §8)", () => {
  it("accepts a file within the limit with an allowed extension, in any case", () => {
    expect(checkUpload({ name: "photo.png", size: 100 }, limits)).toBeNull();
    expect(checkUpload({ name: "PHOTO.PNG", size: 100 }, limits)).toBeNull();
    expect(checkUpload({ name: "scan.pdf", size: limits.maxSize }, limits)).toBeNull();
    expect(checkUpload({ name: "a.JPG", size: 1 }, { ...limits, allowedExtensions: ["JpG"] })).toBeNull();
  });

  it("refuses a file over the maximum, stating it in human units", () => {
    expect(checkUpload({ name: "photo.png", size: limits.maxSize + 1 }, limits)).toBe(
      "The uploaded file was too big (max 10 MB).",
    );
    expect(checkUpload({ name: "photo.png", size: 2000 }, { ...limits, maxSize: 1536 })).toBe(
      "The uploaded file was too big (max 1.5 KB).",
    );
  });

  it("refuses an extension outside the list, listing the allowed ones", () => {
    for (const name of ["setup.exe", "SETUP.EXE", "README", "trailing."]) {
      expect(checkUpload({ name, size: 10 }, limits)).toBe(extensionMessage);
    }
  });
});
