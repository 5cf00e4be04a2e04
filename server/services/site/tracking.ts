import type { Kysely } from "kysely";
import type { TickBody } from "../../../schemas/api/tick.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import type { PendingViews } from "./pending-views";
import { canViewCategory } from "../categories/categories";

/** How long tracking events are kept, and how many at most (the oldest go first). */
export const TRACKING_KEEP_DAYS = 90;
export const TRACKING_MAX_ROWS = 100_000;
/**
 * How much of each URL an event keeps: enough for a page's path and usual query, while a row stays
 * under about 1.5 KB, so the row cap bounds the table (about 150 MB at worst).
 */
export const TRACKED_URL_LENGTH = 500;
/** How often one process prunes the events. */
const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Counts one viewer's view of a discussion toward its `countViews` (once per viewer and discussion
 * per window, whichever way it arrives: a page, `GET /discussions/{id}`, a tick) and, for a member,
 * records the read state; answers whether the view counted. Nothing is written on the request's
 * path: server/services/site/pending-views.ts stores views in batches.
 */
export type ViewCounter = (
  viewer: Viewer,
  discussion: { discussionID: number; countComments: number },
) => boolean;

/** What {@link recordTick} needs besides the event. */
export interface TickContext {
  db: Kysely<Database>;
  /** Where the event and the view wait for their batch (server/services/site/pending-views.ts). */
  views: PendingViews;
  viewer: Viewer;
  /** `u:<userID>` for a member, `a:<address>` for a guest: whose views are deduplicated. */
  viewerKey: string;
  /**
   * The visitor asked for anonymised analytics (server/services/account/privacy.ts): the event is kept
   * without the member's userID (as a guest's, userID 0) and without the query and fragment of its
   * URLs, which may carry search terms or other personal text.
   */
  anonymize?: boolean;
}

/** A URL without its query and fragment, for anonymised events. */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? "";

/**
 * Records one tracking event. Records the viewer may not see are dropped from the event (a hidden
 * discussion or category is neither counted nor confirmed to exist); a discussion view counts
 * toward `countViews` once per viewer and discussion per window (`viewOncePer`), so reloading,
 * or replaying the call, does not inflate it. Both wait in memory for the next batch: a tick reads
 * but never writes.
 */
export async function recordTick(ctx: TickContext, body: TickBody): Promise<void> {
  const { anonymize = false } = ctx;
  const keep = (url: string) => (anonymize ? withoutQuery(url) : url).slice(0, TRACKED_URL_LENGTH);
  const discussion = body.discussionID ? await visibleDiscussion(ctx, body.discussionID) : null;
  const discussionID = discussion?.discussionID ?? null;
  // A discussion's view counts toward its own category, whatever category the call names.
  const categoryID =
    discussion?.categoryID ?? (body.categoryID ? await visibleCategoryID(ctx, body.categoryID) : null);
  ctx.views.addEvent({
    type: body.type,
    userID: anonymize ? 0 : ctx.viewer.userID,
    url: keep(body.url ?? ""),
    referrer: keep(body.referrer ?? ""),
    destinationUrl: body.destinationUrl === undefined ? null : keep(body.destinationUrl),
    discussionID,
    categoryID,
    siteSectionID: body.siteSectionID ?? null,
    dateInserted: nowISO(),
  });
  if (body.type === "discussion_view" && discussionID) ctx.views.countView(ctx.viewerKey, discussionID);
}

async function visibleDiscussion(
  ctx: TickContext,
  discussionID: number,
): Promise<{ discussionID: number; categoryID: number } | null> {
  const row = await ctx.db
    .selectFrom("discussions")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select(["discussions.discussionID", "discussions.categoryID", "categories.permissionCategoryID"])
    .where("discussions.discussionID", "=", discussionID)
    .executeTakeFirst();
  return row && canViewCategory(ctx.viewer, row)
    ? { discussionID: row.discussionID, categoryID: row.categoryID }
    : null;
}

async function visibleCategoryID(ctx: TickContext, categoryID: number): Promise<number | null> {
  const row = await ctx.db
    .selectFrom("categories")
    .select(["categoryID", "permissionCategoryID"])
    .where("categoryID", "=", categoryID)
    .executeTakeFirst();
  return row && canViewCategory(ctx.viewer, row) ? row.categoryID : null;
}

/** Options of {@link pruneTracking}. */
export interface TrackingPruneOptions {
  keepDays?: number;
  maxRows?: number;
}

/**
 * Keeps `tracking_events` bounded: events older than `keepDays` go, and beyond `maxRows` the oldest
 * go (ids only grow, so the newest `maxRows` ids stay). Several processes pruning at once only
 * delete the same rows.
 */
export async function pruneTracking(
  db: Kysely<Database>,
  { keepDays = TRACKING_KEEP_DAYS, maxRows = TRACKING_MAX_ROWS }: TrackingPruneOptions = {},
): Promise<void> {
  const cutoff = new Date(Date.now() - keepDays * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom("tracking_events").where("dateInserted", "<", cutoff).execute();
  const newest = await db
    .selectFrom("tracking_events")
    .select((eb) => eb.fn.max("eventID").as("maxID"))
    .executeTakeFirst();
  const maxID = Number(newest?.maxID ?? 0);
  if (maxID > maxRows) {
    await db
      .deleteFrom("tracking_events")
      .where("eventID", "<=", maxID - maxRows)
      .execute();
  }
}

let lastPruneMs = 0;

/** {@link pruneTracking} at most every few minutes per process (after a batch of events is stored). */
export async function pruneTrackingNowAndThen(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  if (now - lastPruneMs < PRUNE_EVERY_MS) return;
  lastPruneMs = now;
  await pruneTracking(db);
}
