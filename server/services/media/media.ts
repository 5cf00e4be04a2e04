import type { Kysely, Selectable } from "kysely";
import type { Media } from "../../../schemas/entities/media.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { detectFile, extensionOf } from "./file-types";
import { formatFileSize } from "../../../runtime/format/file-size";
import { newStorageKey, STORAGE_KEY_PATTERN, type MediaStorage } from "./storage";

type MediaRow = Selectable<Database["media"]>;

/** Content spec §8 / shell spec §5: the upload size message. */
export function tooBigMessage(maxSize: number): string {
  return `The uploaded file was too big (max ${formatFileSize(maxSize)}).`;
}

/** Content spec §8 / shell spec §5: the upload extension message (list comma-separated). */
export function badExtensionMessage(allowedExtensions: readonly string[]): string {
  return `The uploaded file did not have an allowed extension. Only the following extensions are allowed. ${allowedExtensions.join(", ")}`;
}

/** Whether a file name's extension is in the allowed list, case-insensitively (content spec §5). */
export function hasAllowedExtension(fileName: string, allowedExtensions: readonly string[]): boolean {
  const extension = extensionOf(fileName);
  return extension !== "" && allowedExtensions.some((allowed) => allowed.toLowerCase() === extension);
}

/** What a new upload is made of. */
export interface NewUpload {
  name: string;
  data: Buffer;
  insertUserID: number;
  foreignType?: string | null;
  foreignID?: number | null;
}

/**
 * Stores the bytes under a fresh random key and records the upload. The type and an image's size
 * come from the bytes; the file is removed again if the record cannot be written.
 */
export async function createMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  upload: NewUpload,
): Promise<Media> {
  const extension = extensionOf(upload.name);
  const detected = detectFile(upload.data, extension);
  const storageKey = newStorageKey(extension);
  await storage.put(storageKey, upload.data, detected.type);
  try {
    const row = await db
      .insertInto("media")
      .values({
        name: upload.name.slice(0, 255),
        type: detected.type,
        size: upload.data.length,
        width: detected.width,
        height: detected.height,
        storageKey,
        url: storage.urlOf(storageKey),
        foreignType: upload.foreignType ?? null,
        foreignID: upload.foreignID ?? null,
        insertUserID: upload.insertUserID,
        dateInserted: nowISO(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentMedia(row);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/** One upload record, or undefined. */
export async function getMediaRow(db: Kysely<Database>, mediaID: number): Promise<MediaRow | undefined> {
  return db.selectFrom("media").selectAll().where("mediaID", "=", mediaID).executeTakeFirst();
}

/** The record of a stored file, by its storage key (used when serving the file). */
export async function getMediaByKey(
  db: Kysely<Database>,
  storageKey: string,
): Promise<Pick<MediaRow, "name" | "type" | "size"> | undefined> {
  return db
    .selectFrom("media")
    .select(["name", "type", "size"])
    .where("storageKey", "=", storageKey)
    .executeTakeFirst();
}

/** Deletes the record, then its file (an imported record's file was never Plaza's to keep). */
export async function deleteMedia(db: Kysely<Database>, storage: MediaStorage, row: MediaRow): Promise<void> {
  await db.deleteFrom("media").where("mediaID", "=", row.mediaID).execute();
  if (STORAGE_KEY_PATTERN.test(row.storageKey)) await storage.delete(row.storageKey);
}

/** The API shape of an upload record (media.schema.ts); the storage key stays private. */
export function presentMedia(row: MediaRow): Media {
  return {
    mediaID: row.mediaID,
    url: row.url,
    name: row.name,
    type: row.type,
    size: row.size,
    width: row.width,
    height: row.height,
    foreignType: row.foreignType,
    foreignID: row.foreignID,
    insertUserID: row.insertUserID,
    dateInserted: toISO(row.dateInserted) ?? String(row.dateInserted),
  };
}
