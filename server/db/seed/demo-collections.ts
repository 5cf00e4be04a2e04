import type { Kysely } from "kysely";
import type { Database } from "../types";

/** The demo collection and the discussions it gathers, by title, in order. */
const demoCollections = [
  {
    name: "Getting Started Guides",
    discussionTitles: [
      "How do I change my display name?",
      "What does the bookmark button do?",
      "Markdown cheat sheet for posts",
      "How do notifications work?",
    ],
  },
] as const;

/**
 * Adds the demo collections (content spec §3 Collection) for the featured collections widget:
 * "Getting Started Guides" with four help discussions, made by the administrator. Part of the demo
 * seed, never of a migration; a title that is missing from the demo data is skipped.
 */
export async function seedDemoCollections(
  db: Kysely<Database>,
  options: { now?: number } = {},
): Promise<void> {
  const dateInserted = new Date(options.now ?? Date.now()).toISOString();
  const admin = await db
    .selectFrom("users")
    .select("userID")
    .where("nameKey", "=", "admin")
    .executeTakeFirst();
  if (!admin) return;
  for (const demo of demoCollections) {
    const rows = await db
      .selectFrom("discussions")
      .select(["discussionID", "name"])
      .where("name", "in", [...demo.discussionTitles])
      .execute();
    const idOf = new Map(rows.map((row) => [row.name, row.discussionID]));
    const { collectionID } = await db
      .insertInto("collections")
      .values({ name: demo.name, insertUserID: admin.userID, dateInserted })
      .returning("collectionID")
      .executeTakeFirstOrThrow();
    const records = demo.discussionTitles.flatMap((title, index) => {
      const recordID = idOf.get(title);
      return recordID === undefined
        ? []
        : [{ collectionID, recordType: "discussion", recordID, sort: index + 1, dateInserted }];
    });
    if (records.length) await db.insertInto("collection_records").values(records).execute();
  }
}
