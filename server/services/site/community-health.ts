import { sql, type Kysely } from "kysely";
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
import { utcDay, utcDayText } from "../../db/utc-day";
import { dialectOf } from "../search/search-table";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Events that are a page seen (every type but an external navigation). */
export const VIEW_EVENT_TYPES = trackingEventTypes.filter((type) => type !== "externalNavigation");

/** The UTC days a range covers. */
export interface DayWindow {
  /** `YYYY-MM-DD` of each day, oldest first; the last is today. */
  days: string[];
  first: string;
  last: string;
}

/** The last `range` UTC days up to the day of `nowMs`, today included. */
export function dayWindow(range: number, nowMs: number): DayWindow {
  const firstStart = (Math.floor(nowMs / DAY_MS) - (range - 1)) * DAY_MS;
  const days = Array.from({ length: range }, (_, i) =>
    new Date(firstStart + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { days, first: days[0] ?? "", last: days[days.length - 1] ?? "" };
}

/** Counts by `YYYY-MM-DD`. */
type DayCounts = Map<string, number>;

const toDayCounts = (rows: { day: string; n: number | string | bigint }[]): DayCounts =>
  new Map(rows.map((row) => [row.day, Number(row.n)]));

/** The day of a row's `dateInserted` (the expression the day indexes are built on), and as text. */
function dayOf(db: Kysely<Database>) {
  const dialect = dialectOf(db);
  const key = utcDay(dialect, "dateInserted");
  return { key, text: utcDayText(dialect, key) };
}

/** Page views per day (the view events of `POST /tick`). */
export async function countPageViews(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = dayOf(db);
  const rows = await db
    .selectFrom("tracking_events")
    .select((eb) => [day.text.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where(day.key, ">=", window.first)
    .where(day.key, "<=", window.last)
    .where("type", "in", VIEW_EVENT_TYPES)
    .groupBy(day.key)
    .execute();
  return toDayCounts(rows);
}

/** Members who joined, per day. */
export async function countNewMembers(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = dayOf(db);
  const rows = await db
    .selectFrom("users")
    .select((eb) => [day.text.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where(day.key, ">=", window.first)
    .where(day.key, "<=", window.last)
    .groupBy(day.key)
    .execute();
  return toDayCounts(rows);
}

/** Discussions started per day (those that still exist). */
export async function countNewDiscussions(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = dayOf(db);
  const rows = await db
    .selectFrom("discussions")
    .select((eb) => [day.text.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where(day.key, ">=", window.first)
    .where(day.key, "<=", window.last)
    .groupBy(day.key)
    .execute();
  return toDayCounts(rows);
}

/** Comments posted per day (those that still exist; a tombstone kept for its replies is not counted). */
export async function countNewComments(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = dayOf(db);
  const rows = await db
    .selectFrom("comments")
    .select((eb) => [day.text.as("day"), eb.fn.countAll<number | string>().as("n")])
    .where(day.key, ">=", window.first)
    .where(day.key, "<=", window.last)
    .where("deleted", "=", 0)
    .groupBy(day.key)
    .execute();
  return toDayCounts(rows);
}

/**
 * Distinct active members per day: signed-in members who viewed a page (anonymised views are a
 * guest's, userID 0), started a discussion or commented. Each source is read from its day index in
 * (day, member) order, and UNION (not UNION ALL) keeps each pair once, however many views and posts
 * it stands for.
 */
export async function countActiveMembers(db: Kysely<Database>, window: DayWindow): Promise<DayCounts> {
  const day = dayOf(db);
  const views = db
    .selectFrom("tracking_events")
    .select([day.key.as("day"), "userID"])
    .where(day.key, ">=", window.first)
    .where(day.key, "<=", window.last)
    .where("userID", ">", 0)
    .where("type", "in", VIEW_EVENT_TYPES);
  const posters = (table: "discussions" | "comments") =>
    db
      .selectFrom(table)
      .select([day.key.as("day"), "insertUserID as userID"])
      .where(day.key, ">=", window.first)
      .where(day.key, "<=", window.last);
  const active = views.union(posters("discussions")).union(posters("comments")).as("active");
  const rows = await db
    .selectFrom(active)
    .select((eb) => [
      utcDayText(dialectOf(db), sql.ref<string>("active.day")).as("day"),
      eb.fn.countAll<number | string>().as("n"),
    ])
    .groupBy("active.day")
    .execute();
  return toDayCounts(rows);
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
  const day = dayOf(db);
  // Views per discussion first (read in discussionID order from its index), then the discussions
  // that still exist where the viewer may read.
  const views = db
    .selectFrom("tracking_events")
    .select((eb) => ["discussionID", eb.fn.countAll<number | string>().as("views")])
    .where("discussionID", ">", 0)
    .where(day.key, ">=", window.first)
    .where(day.key, "<=", window.last)
    .where("type", "in", VIEW_EVENT_TYPES)
    .groupBy("discussionID")
    .as("viewed");
  const rows = await db
    .selectFrom(views)
    .innerJoin("discussions", "discussions.discussionID", "viewed.discussionID")
    .select(["discussions.discussionID", "discussions.name", "viewed.views"])
    .where("discussions.categoryID", "in", categoryIDs)
    .orderBy("viewed.views", "desc")
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
  const [pageViews, newMembers, newDiscussions, newComments, activeMembersByDay, top] = await Promise.all([
    countPageViews(db, window),
    countNewMembers(db, window),
    countNewDiscussions(db, window),
    countNewComments(db, window),
    countActiveMembers(db, window),
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
    dateFrom: window.first,
    dateTo: window.last,
    days,
    totals: {
      pageViews: sum(series.pageViews),
      newMembers: sum(series.newMembers),
      newDiscussions: sum(series.newDiscussions),
      newComments: sum(series.newComments),
      // Members active on a day, on average over the range's days (one decimal).
      activeMembers: Math.round((sum(series.activeMembers) / window.days.length) * 10) / 10,
    },
    topDiscussions: top,
  };
}
