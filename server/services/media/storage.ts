import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where the public file URLs live (outside /api/v2 so files are served as themselves). */
export const UPLOADS_URL_PREFIX = "/uploads/";

/** The only shape a storage key may have: `YYYY/MM/<16 hex>.<ext>`, never a user's file name. */
export const STORAGE_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{16}\.[a-z0-9]{1,10}$/;

/**
 * Where uploaded files are kept. The server stays stateless beyond its database (ARCHITECTURE):
 * the local disk is one backend; an object store can implement the same four calls.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes (a stream for disk), or null when there is no such file. */
  read(key: string): Promise<Buffer | Readable | null>;
  delete(key: string): Promise<void>;
  /** The public URL of a key (site-relative). */
  urlOf(key: string): string;
}

/** A fresh key for an upload: year and month folders, a random name and the (safe) extension. */
export function newStorageKey(extension: string, now = new Date()): string {
  const year = String(now.getUTCFullYear()).padStart(4, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  // The extension comes from the allow-list, which an admin edits; anything odd becomes "bin".
  const ext = /^[a-z0-9]{1,10}$/.test(extension) ? extension : "bin";
  return `${year}/${month}/${randomBytes(8).toString("hex")}.${ext}`;
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** Keeps files under `root` (the app's `<dataDir>/uploads/`), one file per key. */
export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // "wx": a random key that already exists is a bug, never something to overwrite.
      await fsp.writeFile(file, data, { flag: "wx" });
    },
    async read(key) {
      const file = fileOf(key);
      try {
        await fsp.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    urlOf: (key) => UPLOADS_URL_PREFIX + checkedKey(key),
  };
}

/** Keeps files in memory: used for ":memory:" apps (tests), so nothing is left on disk. */
export function createMemoryStorage(): MediaStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      files.set(checkedKey(key), Buffer.from(data));
    },
    async read(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    urlOf: (key) => UPLOADS_URL_PREFIX + checkedKey(key),
  };
}

/** The storage of an app's data dir: disk under `<dataDir>/uploads/`, memory for ":memory:". */
export function mediaStorageFor(dataDir: string): MediaStorage {
  return dataDir === ":memory:" ? createMemoryStorage() : createDiskStorage(path.join(dataDir, "uploads"));
}
