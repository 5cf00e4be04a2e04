// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { detectFile, extensionOf, isInlineImageType } from "./file-types";
import { formatFileSize } from "../../../runtime/format/file-size";
import { badExtensionMessage, hasAllowedExtension, tooBigMessage } from "./media";
import { createDiskStorage, createMemoryStorage, newStorageKey, STORAGE_KEY_PATTERN } from "./storage";

const PNG_3X2 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAC0lEQVR4nGNgwAQAABQAAX3+Hu4AAAAASUVORK5CYII=",
  "base64",
);

describe("upload messages (content spec §8)", () => {
  it("states the limit in powers of 1024 and lists the extensions comma-separated", () => {
    expect(tooBigMessage(10 * 1024 * 1024)).toBe("The uploaded file was too big (max 10 MB).");
    expect(tooBigMessage(1536)).toBe("The uploaded file was too big (max 1.5 KB).");
    expect(badExtensionMessage(["png", "pdf"])).toBe(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. png, pdf",
    );
  });

  it("formats sizes from B to TB", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(1023)).toBe("1,023 B");
    expect(formatFileSize(1024 ** 3 * 2)).toBe("2 GB");
    expect(formatFileSize(1024 ** 4 * 5)).toBe("5 TB");
  });
});

describe("extensions (content spec §5)", () => {
  it("compares case-insensitively and refuses names without an extension", () => {
    expect(extensionOf("Photo.JPG")).toBe("jpg");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf("README")).toBe("");
    expect(hasAllowedExtension("Photo.JPG", ["jpg"])).toBe(true);
    expect(hasAllowedExtension("photo.jpg", ["JPG"])).toBe(true);
    expect(hasAllowedExtension("setup.EXE", ["jpg"])).toBe(false);
    expect(hasAllowedExtension("jpg", ["jpg"])).toBe(false);
  });
});

describe("detectFile", () => {
  it("trusts the bytes, not the name: a PNG is an image whatever it is called", () => {
    expect(detectFile(PNG_3X2, "txt")).toEqual({ type: "image/png", width: 3, height: 2 });
  });

  it("never treats SVG or HTML as an inline image", () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"></svg>');
    expect(detectFile(svg, "svg")).toEqual({ type: "application/octet-stream", width: null, height: null });
    expect(detectFile(Buffer.from("<html>"), "html").type).toBe("application/octet-stream");
    expect(detectFile(Buffer.from("not a png"), "png").type).toBe("application/octet-stream");
    expect(detectFile(Buffer.from("%PDF-1.4"), "pdf").type).toBe("application/pdf");
    expect(isInlineImageType("image/png")).toBe(true);
    expect(isInlineImageType("image/svg+xml")).toBe(false);
  });
});

describe("storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-uploads-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("makes random YYYY/MM keys that never carry the user's name", () => {
    const key = newStorageKey("png", new Date("2024-03-05T00:00:00Z"));
    expect(key).toMatch(/^2024\/03\/[0-9a-f]{16}\.png$/);
    expect(newStorageKey("../x")).toMatch(STORAGE_KEY_PATTERN);
    expect(newStorageKey("../x").endsWith(".bin")).toBe(true);
  });

  it("writes, reads and deletes on disk under its root, refusing keys of another shape", async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey("png");
    await storage.put(key, PNG_3X2, "image/png");
    expect(fs.readFileSync(path.join(root, key)).equals(PNG_3X2)).toBe(true);
    expect(await storage.read(key)).not.toBeNull();
    expect(storage.urlOf(key)).toBe(`/uploads/${key}`);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.put("../escape.png", PNG_3X2, "image/png")).rejects.toThrow();
  });

  it("keeps files in memory for in-memory apps", async () => {
    const storage = createMemoryStorage();
    const key = newStorageKey("txt");
    await storage.put(key, Buffer.from("hi"), "text/plain");
    expect(String(await storage.read(key))).toBe("hi");
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
  });
});
