import { sql, type Kysely } from "kysely";
import type { LiveEventData, LiveEventType } from "../../../schemas/api/live.schema";
import { dialectOf, nowISO } from "../../db/columns";
import type { Database } from "../../db/types";
import { LIVE_BACKLOG_MS } from "../../../schemas/api/live.schema";
import { LIVE_CHANNEL, signalLive } from "../../db/live-signal";

/** One event to publish, with what decides who may receive it. */
export type LiveEventInput = {
  [K in LiveEventType]: {
    type: K;
    topic: string;
    data: LiveEventData[K];
    /** Sent to those who may read this discussion when it is sent. */
    discussionID?: number;
    /** Sent to those who may see this category when it is sent. */
    categoryID?: number;
    /** Sent to this member only. */
    userID?: number;
  };
}[LiveEventType];

/** How often this process deletes events older than the backlog: at most once a minute. */
const PRUNE_EVERY_MS = 60_000;
let lastPruned = 0;

/**
 * Publishes live events in the writer's transaction (or in one of their own): they are stored in the backlog
 * and reach streams only if it commits, in the order of their commits (every transaction holds the
 * write lock, so ids grow in commit order on PostgreSQL too). On PostgreSQL the commit announces
 * them to every server; this process is told at once (its fetch waits for the commit on SQLite).
 */
export async function publishLive(db: Kysely<Database>, events: readonly LiveEventInput[]): Promise<void> {
  if (events.length === 0) return;
  if (!db.isTransaction) return db.transaction().execute((trx) => publishLive(trx, events));
  const trx = db;
  const now = Date.now();
  await trx
    .insertInto("live_events")
    .values(
      events.map((event) => ({
        topic: event.topic,
        type: event.type,
        data: JSON.stringify(event.data),
        discussionID: event.discussionID ?? null,
        categoryID: event.categoryID ?? null,
        userID: event.userID ?? null,
        dateInserted: nowISO(),
      })),
    )
    .execute();
  if (lastPruned < now - PRUNE_EVERY_MS) {
    lastPruned = now;
    const before = new Date(now - LIVE_BACKLOG_MS - PRUNE_EVERY_MS).toISOString();
    await trx.deleteFrom("live_events").where("dateInserted", "<", before).execute();
  }
  if (dialectOf(trx) === "postgres") await sql`select pg_notify(${LIVE_CHANNEL}, '')`.execute(trx);
  signalLive();
}
