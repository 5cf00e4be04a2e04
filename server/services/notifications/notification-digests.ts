import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { EmailFrequency } from "../../../schemas/entities/notification-preferences.schema";

/** How long a digest collects before it is sent: a day, or a week. */
export const DIGEST_INTERVAL_MS: Readonly<Record<Exclude<EmailFrequency, "each">, number>> = {
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

/** The mail frequency of each of `userIDs` who chose a digest; members not listed get each mail. */
export async function digestFrequencies(
  db: Kysely<Database>,
  userIDs: readonly number[],
): Promise<Map<number, Exclude<EmailFrequency, "each">>> {
  if (userIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom("notification_mail_settings")
    .select(["userID", "frequency"])
    .where("userID", "in", [...new Set(userIDs)])
    .where("frequency", "in", ["daily", "weekly"])
    .execute();
  return new Map(rows.map((row) => [row.userID, row.frequency as "daily" | "weekly"]));
}

/**
 * Adds notifications to their members' waiting digests (members who chose daily or weekly mail).
 * A member without one gets a new digest, due one interval from now, so they get at most one digest
 * mail an interval; a notification already in the digest (a grouped one that grew) is not added
 * twice. A digest being sent (claimed) takes nothing more: the next notification starts a new one.
 * In one transaction (one writer at a time, on both databases): notifications arriving together
 * must not each find no waiting digest and open one of their own.
 */
export async function collectIntoDigests(
  database: Kysely<Database>,
  rows: readonly { userID: number; notificationID: number }[],
  frequencies: ReadonlyMap<number, Exclude<EmailFrequency, "each">>,
  now: string,
): Promise<void> {
  if (rows.length === 0) return;
  const collect = (db: Kysely<Database>) => collectIn(db, rows, frequencies, now);
  await (database.isTransaction ? collect(database) : database.transaction().execute(collect));
}

async function collectIn(
  db: Kysely<Database>,
  rows: readonly { userID: number; notificationID: number }[],
  frequencies: ReadonlyMap<number, Exclude<EmailFrequency, "each">>,
  now: string,
): Promise<void> {
  const userIDs = [...new Set(rows.map((row) => row.userID))];
  const waiting = await db
    .selectFrom("notification_digests")
    .select(["digestID", "userID"])
    .where("userID", "in", userIDs)
    .where("claimToken", "is", null)
    .orderBy("digestID")
    .execute();
  const digestOf = new Map(waiting.map((row) => [row.userID, row.digestID]));
  for (const userID of userIDs) {
    if (digestOf.has(userID)) continue;
    const frequency = frequencies.get(userID) ?? "daily";
    const created = await db
      .insertInto("notification_digests")
      .values({
        userID,
        frequency,
        attempts: 0,
        runAfter: new Date(Date.parse(now) + DIGEST_INTERVAL_MS[frequency]).toISOString(),
        dateInserted: now,
      })
      .returning("digestID")
      .executeTakeFirstOrThrow();
    digestOf.set(userID, created.digestID);
  }
  const items = rows.flatMap((row) => {
    const digestID = digestOf.get(row.userID);
    return digestID === undefined ? [] : [{ digestID, notificationID: row.notificationID }];
  });
  await db
    .insertInto("notification_digest_items")
    .values(items)
    .onConflict((oc) => oc.columns(["digestID", "notificationID"]).doNothing())
    .execute();
}

/**
 * After a member changed how often they get mail: their waiting digest follows. Back to one mail per
 * notification, it goes out at the next run with what it holds (nothing collected is lost, and no
 * digest comes later); from daily to weekly or back, it is due one new interval after it opened.
 */
export async function retimeWaitingDigests(
  db: Kysely<Database>,
  userID: number,
  frequency: EmailFrequency,
  now: string,
): Promise<void> {
  const waiting = await db
    .selectFrom("notification_digests")
    .select(["digestID", "dateInserted"])
    .where("userID", "=", userID)
    .where("claimToken", "is", null)
    .execute();
  for (const digest of waiting) {
    const runAfter =
      frequency === "each"
        ? now
        : new Date(
            Date.parse(toISO(digest.dateInserted) ?? now) + DIGEST_INTERVAL_MS[frequency],
          ).toISOString();
    await db
      .updateTable("notification_digests")
      .set(frequency === "each" ? { runAfter } : { runAfter, frequency })
      .where("digestID", "=", digest.digestID)
      .where("claimToken", "is", null)
      .execute();
  }
}
