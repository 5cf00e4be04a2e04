import type { Kysely } from "kysely";
import type { PostFile } from "../../../schemas/entities/media.schema";
import type { Database } from "../../db/types";

/** The posts files are attached to. */
export const postMediaTypes = ["discussion", "comment"] as const;
export type PostMediaType = (typeof postMediaTypes)[number];

/**
 * The files of a page of posts of one type, by post, oldest first: one query for the page (on the
 * `media_foreign` index), never one per post. Posts without files are absent.
 */
export async function loadPostFiles(
  db: Kysely<Database>,
  foreignType: PostMediaType,
  ids: readonly number[],
): Promise<Map<number, PostFile[]>> {
  const files = new Map<number, PostFile[]>();
  if (ids.length === 0) return files;
  const rows = await db
    .selectFrom("media")
    .select(["mediaID", "url", "name", "type", "size", "foreignID"])
    .where("foreignType", "=", foreignType)
    .where("foreignID", "in", [...new Set(ids)])
    .orderBy("mediaID")
    .execute();
  for (const { foreignID, ...file } of rows) {
    if (foreignID === null) continue;
    const list = files.get(foreignID);
    if (list) list.push(file);
    else files.set(foreignID, [file]);
  }
  return files;
}
