import { sql, type Kysely } from "kysely";
import type { Tag } from "../../../schemas/entities/tag.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadCategoryScope } from "./categories";
import { planVisibleCount } from "./count-scope";

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
 * Counts (and so the order) cover only discussions in categories the viewer may see (content spec
 * §6), so a tag's count cannot reveal staff discussions: the stored count when the viewer sees every
 * category, else one grouped count joined in the same query (see count-scope.ts).
 */
export async function listTags(
  db: Kysely<Database>,
  viewer: Viewer,
  query: TagListQuery = {},
): Promise<Tag[]> {
  const limit = Math.min(TAG_LIMITS.max, Math.max(1, Math.floor(query.limit ?? TAG_LIMITS.default)));
  const plan = planVisibleCount(await loadCategoryScope(db, viewer));
  const categoryIDs = plan.mode === "stored" || plan.categoryIDs.length === 0 ? [-1] : plan.categoryIDs;
  const counted = db
    .selectFrom("discussion_tags")
    .innerJoin("discussions", "discussions.discussionID", "discussion_tags.discussionID")
    .select((eb) => ["discussion_tags.tagID", eb.fn.countAll<number>().as("n")])
    .where("discussions.categoryID", "in", categoryIDs)
    .groupBy("discussion_tags.tagID");
  const visibleCount =
    plan.mode === "stored"
      ? sql<number>`${sql.ref("tags.countDiscussions")}`
      : plan.mode === "subtract"
        ? sql<number>`${sql.ref("tags.countDiscussions")} - coalesce(${sql.ref("c.n")}, 0)`
        : sql<number>`coalesce(${sql.ref("c.n")}, 0)`;

  let q = db
    .selectFrom("tags")
    .$if(plan.mode !== "stored", (qb) => qb.leftJoin(counted.as("c"), "c.tagID", "tags.tagID"))
    .select(["tags.tagID", "tags.name", "tags.urlcode", "tags.type", visibleCount.as("countDiscussions")]);
  const text = query.query?.trim();
  if (text) {
    // LIKE wildcards in the typed text are matched literally.
    const escaped = text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
    q = q
      .where(sql<boolean>`lower(${sql.ref("tags.name")}) like ${`%${escaped}%`} escape '\\'`)
      .orderBy(
        sql`case when lower(${sql.ref("tags.name")}) like ${`${escaped}%`} escape '\\' then 0 else 1 end`,
      );
  }
  const rows = await q.orderBy(visibleCount, "desc").orderBy("tags.name").limit(limit).execute();
  return rows.map((row) => ({
    tagID: row.tagID,
    name: row.name,
    urlcode: row.urlcode,
    type: row.type === "" ? null : row.type,
    countDiscussions: Math.max(0, Number(row.countDiscussions)),
    // Vanilla's older names of the same fields, which its clients still read.
    id: row.tagID,
    urlCode: row.urlcode,
    parentTagID: null,
  }));
}

/** The tag IDs a page is filtered by: its `tagID` param, one or a list, numbers or comma-separated text. */
export function pageTagIDs(value: unknown): number[] {
  return [value]
    .flat()
    .flatMap((item) => String(item ?? "").split(","))
    .map((item) => (/^\d{1,9}$/.test(item.trim()) ? Number(item) : 0))
    .filter((id) => id > 0);
}

/** The names of tags (public, like the tags list), in the order of `tagIDs`; unknown ones left out. */
export async function tagNames(db: Kysely<Database>, tagIDs: readonly number[]): Promise<string[]> {
  if (tagIDs.length === 0) return [];
  const rows = await db.selectFrom("tags").select(["tagID", "name"]).where("tagID", "in", tagIDs).execute();
  const byID = new Map(rows.map((row) => [row.tagID, row.name]));
  return tagIDs.flatMap((id) => byID.get(id) ?? []);
}
