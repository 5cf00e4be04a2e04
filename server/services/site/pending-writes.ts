import type { Insertable, Kysely } from "kysely";
import type { Database } from "../../db/types";

/** Rows per statement: within SQLite's and PostgreSQL's limits on bound values. */
const IDS_PER_UPDATE = 500;
const READS_PER_INSERT = 100;
const EVENTS_PER_INSERT = 100;

/** A member's read state of one discussion, as the discussion was when they viewed it. */
export interface ReadMark {
  userID: number;
  discussionID: number;
  dateLastViewed: string;
  countCommentsRead: number;
}

/** A tracking event as stored (`tracking_events`). */
export type TrackingEventRow = Insertable<Database["tracking_events"]>;

/** The key of a member's read mark of one discussion. */
export const readKey = (userID: number, discussionID: number) => `${userID}:${discussionID}`;

/**
 * Adds `views` (discussionID → n) to `countViews`: one `countViews = countViews + n` statement per
 * distinct n (and per {@link IDS_PER_UPDATE} ids). NOTE: deletes each stored entry from `views`, so
 * on a failure (thrown) `views` holds exactly what was not stored.
 */
export async function storeViewCounts(db: Kysely<Database>, views: Map<number, number>): Promise<void> {
  const byCount = new Map<number, number[]>();
  for (const [discussionID, n] of views) byCount.set(n, [...(byCount.get(n) ?? []), discussionID]);
  for (const [n, ids] of byCount) {
    for (const chunk of chunks(ids, IDS_PER_UPDATE)) {
      await db
        .updateTable("discussions")
        .set((eb) => ({ countViews: eb("countViews", "+", n) }))
        .where("discussionID", "in", chunk)
        .execute();
      for (const id of chunk) views.delete(id);
    }
  }
}

/**
 * Multi-row upserts of read marks; only the read columns of an existing row change (a bookmark
 * stays). NOTE: deletes each stored mark from `marks` (keyed by {@link readKey}).
 */
export async function storeReadMarks(db: Kysely<Database>, marks: Map<string, ReadMark>): Promise<void> {
  for (const chunk of chunks([...marks.values()], READS_PER_INSERT)) {
    await db
      .insertInto("user_discussions")
      .values(chunk.map((mark) => ({ ...mark, bookmarked: 0, dismissed: 0 })))
      .onConflict((oc) =>
        oc.columns(["userID", "discussionID"]).doUpdateSet((eb) => ({
          dateLastViewed: eb.ref("excluded.dateLastViewed"),
          countCommentsRead: eb.ref("excluded.countCommentsRead"),
        })),
      )
      .execute();
    for (const mark of chunk) marks.delete(readKey(mark.userID, mark.discussionID));
  }
}

/**
 * Multi-row inserts of tracking events; `onStored` hears how many more are stored after each
 * statement, so a failure (thrown) leaves the caller knowing which remain.
 */
export async function storeTrackingEvents(
  db: Kysely<Database>,
  events: readonly TrackingEventRow[],
  onStored: (count: number) => void,
): Promise<void> {
  for (const chunk of chunks(events, EVENTS_PER_INSERT)) {
    await db.insertInto("tracking_events").values(chunk).execute();
    onStored(chunk.length);
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
