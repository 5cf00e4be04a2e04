import type { Kysely, Updateable } from "kysely";
import type { Database } from "../../db/types";

/**
 * A notice that joins its member's unread notification of the same group (a conversation, a
 * discussion) instead of adding one: many messages or comments since the member last read it make
 * one item, counted, that moves up with the newest notice.
 */
export interface NotificationGroup {
  /** "conversation:12", "discussion:34": notices of one key share a member's unread row. */
  key: string;
  /** The text of the row once it stands for `count` notices (2 or more). */
  body: (count: number) => string;
}

/** A notice ready to be stored: its row's values and its group. */
export interface GroupedValues {
  values: Pick<
    Database["notifications"],
    "userID" | "activityUserID" | "reason" | "body" | "url" | "photoUrl" | "recordType" | "recordID"
  >;
  group: NotificationGroup;
}

type RowUpdate = Updateable<Database["notifications"]>;

/** Rows written in one statement (SQLite allows 32,766 bound values; 13 a row). */
const INSERT_BATCH = 1_000;

/**
 * Stores grouped notices: each updates its member's unread row of its group, if there is one, to
 * the newest notice (text, actor, link, date) with the count raised, or else inserts a row. Several
 * notices of one member and group in one call make one change. In a fixed number of queries when
 * the notices are alike (one comment telling every member who bookmarked its discussion).
 */
export async function writeGroupedNotifications(
  db: Kysely<Database>,
  notices: readonly GroupedValues[],
  now: string,
): Promise<number[]> {
  if (notices.length === 0) return [];
  const merged = new Map<string, { notice: GroupedValues; added: number }>();
  for (const notice of notices) {
    const id = `${notice.values.userID}\n${notice.group.key}`;
    const seen = merged.get(id);
    merged.set(id, { notice, added: (seen?.added ?? 0) + 1 });
  }
  const existing = await db
    .selectFrom("notifications")
    .select(["notificationID", "userID", "groupKey", "count"])
    .where("read", "=", 0)
    .where("userID", "in", [...new Set(notices.map((n) => n.values.userID))])
    .where("groupKey", "in", [...new Set(notices.map((n) => n.group.key))])
    .orderBy("notificationID")
    .execute();
  // The newest unread row of a member and group is the one that grows (older ones stay as they are).
  const unread = new Map(existing.map((row) => [`${row.userID}\n${row.groupKey ?? ""}`, row]));

  const updates = new Map<string, { set: RowUpdate; ids: number[] }>();
  const inserts: (GroupedValues["values"] & { groupKey: string; count: number })[] = [];
  for (const [id, { notice, added }] of merged) {
    const row = unread.get(id);
    const count = (row?.count ?? 0) + added;
    const body = count > 1 ? notice.group.body(count) : notice.values.body;
    if (!row) {
      inserts.push({ ...notice.values, body, groupKey: notice.group.key, count });
      continue;
    }
    const { userID: _userID, ...values } = notice.values;
    const set: RowUpdate = { ...values, body, count };
    const same = JSON.stringify(set);
    const update = updates.get(same) ?? { set, ids: [] };
    update.ids.push(row.notificationID);
    updates.set(same, update);
  }
  const ids: number[] = [];
  for (const { set, ids: rowIDs } of updates.values()) {
    await db
      .updateTable("notifications")
      .set({ ...set, dateUpdated: now })
      .where("notificationID", "in", rowIDs)
      .execute();
    ids.push(...rowIDs);
  }
  for (let start = 0; start < inserts.length; start += INSERT_BATCH) {
    const rows = await db
      .insertInto("notifications")
      .values(
        inserts
          .slice(start, start + INSERT_BATCH)
          .map((values) => ({ ...values, read: 0, dateInserted: now, dateUpdated: now })),
      )
      .returning("notificationID")
      .execute();
    ids.push(...rows.map((row) => row.notificationID));
  }
  return ids;
}
