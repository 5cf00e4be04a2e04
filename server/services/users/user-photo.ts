import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { badRequest } from "../../http/errors";
import { createMedia, deleteMedia } from "../media/media";
import { detectFile, extensionOf, isInlineImageType } from "../media/file-types";
import type { MediaStorage } from "../media/storage";

/** The `foreignType` of an upload that is a user's photo (its `foreignID` is the user's). */
export const USER_PHOTO_FOREIGN_TYPE = "user";

/** The message of an upload that is not a raster image the browser shows inline. */
export const NOT_AN_IMAGE = "The photo must be an image (PNG, JPEG, GIF, WebP or BMP).";

/** Removes the stored upload behind a user's previous photo, when it was one of ours. */
async function deleteStoredPhoto(
  db: Kysely<Database>,
  storage: MediaStorage,
  userID: number,
  photoUrl: string,
): Promise<void> {
  if (!photoUrl) return;
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .where("url", "=", photoUrl)
    .where("foreignType", "=", USER_PHOTO_FOREIGN_TYPE)
    .where("foreignID", "=", userID)
    .execute();
  for (const row of rows) await deleteMedia(db, storage, row);
}

async function writePhotoUrl(db: Kysely<Database>, userID: number, photoUrl: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ photoUrl, dateUpdated: nowISO() })
    .where("userID", "=", userID)
    .execute();
}

/**
 * Stores a new photo for a user through the media storage and points `photoUrl` at it; the upload
 * of the previous photo is deleted. Only raster images are taken (sniffed from the bytes, never the
 * client's content type): anything else is a 400 and nothing is stored.
 */
export async function setUserPhoto(
  db: Kysely<Database>,
  storage: MediaStorage,
  user: { userID: number; photoUrl: string },
  file: { name: string; data: Buffer },
  insertUserID: number,
): Promise<string> {
  if (!isInlineImageType(detectFile(file.data, extensionOf(file.name)).type)) {
    throw badRequest(NOT_AN_IMAGE, [{ field: "photo", code: "type", message: NOT_AN_IMAGE }]);
  }
  const media = await createMedia(db, storage, {
    ...file,
    insertUserID,
    foreignType: USER_PHOTO_FOREIGN_TYPE,
    foreignID: user.userID,
  });
  await writePhotoUrl(db, user.userID, media.url);
  await deleteStoredPhoto(db, storage, user.userID, user.photoUrl);
  return media.url;
}

/** Clears a user's photo (they show the default icon again) and deletes its stored upload. */
export async function deleteUserPhoto(
  db: Kysely<Database>,
  storage: MediaStorage,
  user: { userID: number; photoUrl: string },
): Promise<void> {
  await writePhotoUrl(db, user.userID, "");
  await deleteStoredPhoto(db, storage, user.userID, user.photoUrl);
}
