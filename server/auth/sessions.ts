import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { nowISO, toISO } from "../db/columns";

/** The session cookie's name. */
export const SESSION_COOKIE = "plaza_session";
/** Sessions last 30 days from their last use. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most once a day. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The stored form of a secret token (sessions, mailed links): its SHA-256, hex. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session: a 32-byte random token, stored only as its SHA-256 hash. */
export async function createSession(
  db: Kysely<Database>,
  userID: number,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db
    .insertInto("sessions")
    .values({
      tokenHash: hashToken(token),
      userID,
      dateInserted: nowISO(),
      dateExpires: expires.toISOString(),
    })
    .execute();
  return { token, expires };
}

/**
 * The user ID of a live session, or null. Slides the expiry forward (at most daily) and reports the
 * new expiry so the cookie can follow.
 */
export async function readSession(
  db: Kysely<Database>,
  token: string,
): Promise<{ userID: number; renewedUntil: Date | null } | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .select(["userID", "dateExpires"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const expires = new Date(toISO(row.dateExpires) ?? 0).getTime();
  const now = Date.now();
  if (expires <= now) {
    await db.deleteFrom("sessions").where("tokenHash", "=", tokenHash).execute();
    return null;
  }
  if (expires - now < SESSION_LIFETIME_MS - SLIDE_AFTER_MS) {
    const renewed = new Date(now + SESSION_LIFETIME_MS);
    await db
      .updateTable("sessions")
      .set({ dateExpires: renewed.toISOString() })
      .where("tokenHash", "=", tokenHash)
      .execute();
    return { userID: row.userID, renewedUntil: renewed };
  }
  return { userID: row.userID, renewedUntil: null };
}

/** Ends a session. */
export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("tokenHash", "=", hashToken(token)).execute();
}
