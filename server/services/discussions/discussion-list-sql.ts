import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { discussionSorts, type DiscussionSort } from "../../../schemas/entities/discussion.schema";
import type { Database } from "../../db/types";
import type { DateRange } from "../../http/date-range";
import type { ListedDiscussionRow } from "./discussion-presenter";

/*
 * The SQL pieces of a discussion list: the columns it reads, its date filters, the announcement
 * test, its orders and the read of one page (deep pages find their IDs first).
 */

/** The discussions a list reads, filtered. */
export type DiscussionFilter = SelectQueryBuilder<Database, "discussions", object>;

/** Characters of a post's text a list reads: enough for any excerpt. */
const LISTED_TEXT_CHARS = 1_000;

/**
 * The columns a list reads: everything but the stored body, and the opening of the text. The HTML
 * (`body`) is added by {@link readPage} when the list carries it.
 */
export const listedColumns = [
  "discussions.discussionID",
  "discussions.categoryID",
  "discussions.insertUserID",
  "discussions.updateUserID",
  "discussions.lastCommentUserID",
  "discussions.lastCommentID",
  "discussions.type",
  "discussions.name",
  "discussions.format",
  sql<string | null>`substr(${sql.ref("discussions.bodyText")}, 1, ${sql.lit(LISTED_TEXT_CHARS)})`.as(
    "bodyText",
  ),
  "discussions.dateInserted",
  "discussions.dateUpdated",
  "discussions.dateLastComment",
  "discussions.countComments",
  "discussions.countViews",
  "discussions.score",
  "discussions.closed",
  "discussions.sink",
  "discussions.pinned",
  "discussions.pinLocation",
  "discussions.resolved",
] as const;

/** Narrows the list to the discussions whose `column` is within `range`. */
export function whereInRange(
  q: DiscussionFilter,
  column: "discussions.dateInserted" | "discussions.dateLastComment",
  range: DateRange,
): DiscussionFilter {
  // Timestamps are stored as ISO-8601 UTC text (or timestamptz), so the bounds compare as stored.
  if (range.from) q = q.where(column, ">=", range.from);
  if (range.after) q = q.where(column, ">", range.after);
  if (range.to) q = q.where(column, "<=", range.to);
  if (range.before) q = q.where(column, "<", range.before);
  return q;
}

/**
 * Whether a discussion is listed first as an announcement: pinned where the list shows it, and not
 * dismissed by the viewer (a dismissed one keeps its normal place in the order).
 */
export function isAnnouncement(
  eb: ExpressionBuilder<Database, "discussions">,
  categoryID: number | undefined,
  viewerID: number,
) {
  const location =
    categoryID === undefined
      ? eb("discussions.pinLocation", "=", "recent")
      : eb.or([eb("discussions.pinLocation", "=", "recent"), eb("discussions.categoryID", "=", categoryID)]);
  const conditions = [eb("discussions.pinned", "=", 1), location];
  if (viewerID > 0) {
    conditions.push(
      eb.not(
        eb.exists(
          eb
            .selectFrom("user_discussions")
            .select("user_discussions.discussionID")
            .whereRef("user_discussions.discussionID", "=", "discussions.discussionID")
            .where("user_discussions.userID", "=", viewerID)
            .where("user_discussions.dismissed", "=", 1),
        ),
      ),
    );
  }
  return eb.and(conditions);
}

/** Sorts that end on the discussion ID: one order, whatever reads it. */
const totalOrders: readonly string[] = ["-dateLastComment", "-dateInserted", "dateInserted"];

/**
 * `limit` rows of the filtered list from `offset`, in `sort`. A later page in a sort that ends on
 * the ID may be deep (page 1000 of the recent list), so its discussion IDs are found first with the
 * ID alone (on discussions_recent, which holds the columns the default list filters on, no row is
 * read for the rows passed over; PostgreSQL otherwise fetches every one of them), then only those
 * rows are read, in the same order. Page 1 and the other sorts read directly.
 */
export async function readPage(
  filtered: DiscussionFilter,
  sort: DiscussionSort,
  offset: number,
  limit: number,
  withBody: boolean,
): Promise<ListedDiscussionRow[]> {
  if (offset === 0 || !totalOrders.includes(sort)) {
    return orderBySort(selectListed(filtered, withBody), sort).limit(limit).offset(offset).execute();
  }
  const ids = orderBySort(filtered.select("discussions.discussionID"), sort).limit(limit).offset(offset);
  return orderBySort(
    selectListed(filtered, withBody).where("discussions.discussionID", "in", ids),
    sort,
  ).execute();
}

/** The listed columns of the filtered discussions, with the body's HTML when `withBody`. */
export function selectListed(filtered: DiscussionFilter, withBody: boolean) {
  return filtered.select(listedColumns).$if(withBody, (q) => q.select("discussions.bodyHtml"));
}

/** Orders the list in `sort`, ending on the discussion ID where the sort can. */
export function orderBySort<O>(
  q: SelectQueryBuilder<Database, "discussions", O>,
  sort: DiscussionSort,
): SelectQueryBuilder<Database, "discussions", O> {
  const s = (discussionSorts as readonly string[]).includes(sort) ? sort : "-dateLastComment";
  switch (s) {
    case "-dateInserted":
      return q.orderBy("discussions.dateInserted", "desc").orderBy("discussions.discussionID", "desc");
    case "dateInserted":
      return q.orderBy("discussions.dateInserted", "asc").orderBy("discussions.discussionID", "asc");
    case "-score":
      return q.orderBy("discussions.score", "desc").orderBy("discussions.dateLastComment", "desc");
    case "-hot":
      // Hot: the most reacted-to and commented-on first, the most recently active among equals.
      return q
        .orderBy(sql`${sql.ref("discussions.score")} + ${sql.ref("discussions.countComments")}`, "desc")
        .orderBy("discussions.dateLastComment", "desc");
    default:
      return q.orderBy("discussions.dateLastComment", "desc").orderBy("discussions.discussionID", "desc");
  }
}
