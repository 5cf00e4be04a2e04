import type { Kysely } from "kysely";
import {
  TOP_DISCUSSIONS_LIMIT,
  type CommunityHealth,
  type CommunityHealthDay,
  type CommunityHealthRange,
  type CommunityHealthSeries,
} from "../../../schemas/api/community-health.schema";
import { trackingEventTypes } from "../../../schemas/api/tick.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadVisibleCategories } from "../categories/categories";
import { discussionUrl } from "../discussions/discussion-presenter";
import { utcDayOf } from "./utc-day";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Events that are a page seen (every type but an external navigation). */
export const VIEW_EVENT_TYPES = trackingEventTypes.filter((type) => type !== "externalNavigation");

/** The UTC days a range covers, as ISO bounds and `YYYY-MM-DD` labels. */
export interface DayWindow {
  /** `YYYY-MM-DD` of each day, oldest first; the last is today. */
  days: string[];
  /** The first day's midnight (inclusive). */
  from: string;
  /** The midnight after today (exclusive). */
  before: string;
}

/** The last `range` UTC days up to the day of `nowMs`, today included. */
export function dayWindow(range: number, nowMs: number): DayWindow {
  const todayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const firstStart = todayStart - (range - 1) * DAY_MS;
  const days = Array.from({ length: range }, (_, i) =>
    new Date(firstStart + i * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    days,
    from: new Date(firstStart).toISOString(),
    before: new Date(todayStart + DAY_MS).toISOString(),
  };
}

/** Counts by `YYYY-MM-DD`. */
type DayCounts = Map<string, number>;

const toDayCounts = (rows: { day: string; n: number | string | bigint }[]): DayCounts =>
  new Map(rows.map((row) => [row.day, Number(row.n)]));

/** Page views per day (the view events of `POST /tick`). */
export async function countPageViews(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = utcDayOf(db, "dateInserted");
  const rows = await db
    .selectFrom("tracking_events")
    .select((eb) => [day.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where("dateInserted", ">=", window.from)
    .where("dateInserted", "<", window.before)
    .where("type", "in", VIEW_EVENT_TYPES)
    .groupBy(day)
    .execute();
  return toDayCounts(rows);
}

/** Members who joined, per day. */
export async function countNewMembers(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = utcDayOf(db, "dateInserted");
  const rows = await db
    .selectFrom("users")
    .select((eb) => [day.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where("dateInserted", ">=", window.from)
    .where("dateInserted", "<", window.before)
    .groupBy(day)
    .execute();
  return toDayCounts(rows);
}

/** Discussions started per day (those that still exist). */
export async function countNewDiscussions(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = utcDayOf(db, "dateInserted");
  const rows = await db
    .selectFrom("discussions")
    .select((eb) => [day.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where("dateInserted", ">=", window.from)
    .where("dateInserted", "<", window.before)
    .groupBy(day)
    .execute();
  return toDayCounts(rows);
}

/** Comments posted per day (those that still exist; a tombstone kept for its replies is not counted). */
export async function countNewComments(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = utcDayOf(db, "dateInserted");
  const rows = await db
    .selectFrom("comments")
    .select((eb) => [day.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where("dateInserted", ">=", window.from)
    .where("dateInserted", "<", window.before)
    .where("deleted", "=", 0)
    .groupBy(day)
    .execute();
  return toDayCounts(rows);
}

/**
 * Who was active, as distinct (day, member) pairs: signed-in members who viewed a page (anonymised
 * views are a guest's, userID 0), started a discussion or commented.
 */
function activeMembers(db: Kysely<Database>, window: DayWindow) {
  const day = utcDayOf(db, "dateInserted");
  const views = db
    .selectFrom("tracking_events")
    .select([day.as("day"), "userID"])
    .where("dateInserted", ">=", window.from)
    .where("dateInserted", "<", window.before)
    .where("type", "in", VIEW_EVENT_TYPES)
    .where("userID", ">", 0);
  const posters = (table: "discussions" | "comments") =>
    db
      .selectFrom(table)
      .select([day.as("day"), "insertUserID as userID"])
      .where("dateInserted", ">=", window.from)
      .where("dateInserted", "<", window.before);
  // UNION (not UNION ALL): each pair once, however many views and posts it stands for.
  return views.union(posters("discussions")).union(posters("comments")).as("active");
}

/** Distinct active members per day. */
export async function countActiveMembers(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const rows = await db
    .selectFrom(activeMembers(db, window))
    .select((eb) => ["active.day", eb.fn.countAll<number | string>().as("n")])
    .groupBy("active.day")
    .execute();
  return toDayCounts(rows);
}

/** Distinct active members over the whole range: each member once, however many days they were active. */
export async function countActiveMembersInRange(db: Kysely<Database>, window: DayWindow): Promise<number> {
  const row = await db
    .selectFrom(activeMembers(db, window))
    .select((eb) => eb.fn.count<number | string>("active.userID").distinct().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The discussions viewed most in the range, most first (ties: the newer discussion first), among
 * those that still exist in a category the viewer may see.
 */
export async function listTopDiscussions(
  db: Kysely<Database>,
  viewer: Viewer,
  window: DayWindow,
  limit = TOP_DISCUSSIONS_LIMIT,
): Promise<CommunityHealth["topDiscussions"]> {
  const categoryIDs = (await loadVisibleCategories(db, viewer)).map((row) => row.categoryID);
  if (categoryIDs.length === 0) return [];
  const rows = await db
    .selectFrom("tracking_events")
    .innerJoin("discussions", "discussions.discussionID", "tracking_events.discussionID")
    .select((eb) => [
      "discussions.discussionID",
      "discussions.name",
      eb.fn.countAll<number | string>().as("views"),
    ])
    .where("tracking_events.dateInserted", ">=", window.from)
    .where("tracking_events.dateInserted", "<", window.before)
    .where("tracking_events.type", "in", VIEW_EVENT_TYPES)
    .where("discussions.categoryID", "in", categoryIDs)
    .groupBy(["discussions.discussionID", "discussions.name"])
    .orderBy("views", "desc")
    .orderBy("discussions.discussionID", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    discussionID: row.discussionID,
    name: row.name,
    url: discussionUrl(row.discussionID, row.name),
    views: Number(row.views),
  }));
}

/**
 * The dashboard's community health (content spec §6 site.manage): each series per UTC day over the
 * last `range` days up to `nowMs` (days without activity as zeros), the range's totals, and the most
 * viewed discussions the viewer may see. Every count is one grouped query on a date index.
 */
export async function loadCommunityHealth(
  db: Kysely<Database>,
  viewer: Viewer,
  range: CommunityHealthRange,
  nowMs: number,
): Promise<CommunityHealth> {
  const window = dayWindow(range, nowMs);
  const [pageViews, newMembers, newDiscussions, newComments, activeMembersByDay, activeInRange, top] =
    await Promise.all([
      countPageViews(db, window),
      countNewMembers(db, window),
      countNewDiscussions(db, window),
      countNewComments(db, window),
      countActiveMembers(db, window),
      countActiveMembersInRange(db, window),
      listTopDiscussions(db, viewer, window),
    ]);
  const series: Record<CommunityHealthSeries, DayCounts> = {
    pageViews,
    newMembers,
    newDiscussions,
    newComments,
    activeMembers: activeMembersByDay,
  };
  const days: CommunityHealthDay[] = window.days.map((date) => ({
    date,
    pageViews: pageViews.get(date) ?? 0,
    newMembers: newMembers.get(date) ?? 0,
    newDiscussions: newDiscussions.get(date) ?? 0,
    newComments: newComments.get(date) ?? 0,
    activeMembers: activeMembersByDay.get(date) ?? 0,
  }));
  const sum = (counts: DayCounts) => [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    range,
    dateFrom: window.days[0] ?? "",
    dateTo: window.days[window.days.length - 1] ?? "",
    days,
    totals: {
      pageViews: sum(series.pageViews),
      newMembers: sum(series.newMembers),
      newDiscussions: sum(series.newDiscussions),
      newComments: sum(series.newComments),
      activeMembers: activeInRange,
    },
    topDiscussions: top,
  };
}
