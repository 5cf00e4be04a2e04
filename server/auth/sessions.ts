import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { toISO } from "../db/columns";

/** The session cookie's name. */
export const SESSION_COOKIE = "plaza_session";
/** "Keep me signed in" sessions last 30 days from their last use. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Other sessions live in a browser-session cookie and end on the server after 12 hours unused. */
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

/**
 * How long a session lives unused, and how often its expiry is pushed forward (at most once per
 * `slideAfterMs`, so reading a session seldom writes).
 */
const KINDS = {
  persistent: { lifetimeMs: SESSION_LIFETIME_MS, slideAfterMs: 24 * 60 * 60 * 1000 },
  browser: { lifetimeMs: BROWSER_SESSION_IDLE_MS, slideAfterMs: 10 * 60 * 1000 },
} as const;

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** Keep the session after the browser closes (30 days); otherwise 12 hours idle. Default true. */
  persist?: boolean;
  /** The clock, ms since the epoch. */
  now?: number;
}

/** The stored form of a secret token (sessions, mailed links): its SHA-256, hex. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Starts a session: a 32-byte random token, stored only as its SHA-256 hash. `expires` is when it
 * ends unused; a cookie of a session that does not persist must carry no expiry of its own.
 */
export async function createSession(
  db: Kysely<Database>,
  userID: number,
  { persist = true, now = Date.now() }: SessionOptions = {},
): Promise<{ token: string; expires: Date; persist: boolean }> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now + KINDS[persist ? "persistent" : "browser"].lifetimeMs);
  await db
    .insertInto("sessions")
    .values({
      tokenHash: hashToken(token),
      userID,
      dateInserted: new Date(now).toISOString(),
      dateExpires: expires.toISOString(),
      persistent: persist ? 1 : 0,
    })
    .execute();
  return { token, expires, persist };
}

/**
 * The user ID of a live session, or null. Slides the expiry forward now and then; for a persistent
 * session it reports the new expiry so the cookie can follow (a browser-session cookie has none).
 */
export async function readSession(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<{ userID: number; renewedUntil: Date | null } | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .select(["userID", "dateExpires", "persistent"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const expires = new Date(toISO(row.dateExpires) ?? 0).getTime();
  if (expires <= now) {
    await db.deleteFrom("sessions").where("tokenHash", "=", tokenHash).execute();
    return null;
  }
  const persistent = Number(row.persistent) === 1;
  const { lifetimeMs, slideAfterMs } = KINDS[persistent ? "persistent" : "browser"];
  if (expires - now < lifetimeMs - slideAfterMs) {
    const renewed = new Date(now + lifetimeMs);
    await db
      .updateTable("sessions")
      .set({ dateExpires: renewed.toISOString() })
      .where("tokenHash", "=", tokenHash)
      .execute();
    return { userID: row.userID, renewedUntil: persistent ? renewed : null };
  }
  return { userID: row.userID, renewedUntil: null };
}

/** Ends a session. */
export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("tokenHash", "=", hashToken(token)).execute();
}
