import { sql, type Kysely } from "kysely";
import type { Tag } from "../../schemas/entities/tag.schema";
import type { Database } from "../db/types";

/** The default and the largest number of tags a list answers. */
export const TAG_LIMITS = { default: 20, max: 100 } as const;

/** Filters of {@link listTags}. */
export interface TagListQuery {
  /** Only tags whose name contains this text (case-insensitive); names starting with it come first. */
  query?: string;
  limit?: number;
}

/**
 * Tags with their discussion counts, the most used first (then by name). With a query (the post
 * editor's tag picker), names starting with the text lead, then names that merely contain it.
 */
export async function listTags(db: Kysely<Database>, query: TagListQuery = {}): Promise<Tag[]> {
  const limit = Math.min(TAG_LIMITS.max, Math.max(1, Math.floor(query.limit ?? TAG_LIMITS.default)));
  let q = db.selectFrom("tags").select(["tagID", "name", "urlcode", "type", "countDiscussions"]);
  const text = query.query?.trim();
  if (text) {
    // LIKE wildcards in the typed text are matched literally.
    const escaped = text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
    q = q
      .where(sql<boolean>`lower(name) like ${`%${escaped}%`} escape '\\'`)
      .orderBy(sql`case when lower(name) like ${`${escaped}%`} escape '\\' then 0 else 1 end`);
  }
  const rows = await q.orderBy("countDiscussions", "desc").orderBy("name").limit(limit).execute();
  return rows.map((row) => ({
    tagID: row.tagID,
    name: row.name,
    urlcode: row.urlcode,
    type: row.type === "" ? null : row.type,
    countDiscussions: row.countDiscussions,
  }));
}
