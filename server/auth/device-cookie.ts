import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { systemSecret } from "./system-secrets";

/**
 * A browser's proof that its member signed in on it before (OWASP's "device cookies"): the user ID
 * and a random nonce, signed with a secret of the site. It is no credential (a password is still
 * needed); it only spares that browser the waits failed sign-ins elsewhere put on the account and
 * on the address (server/auth/sign-in-throttle.ts).
 */
export const DEVICE_COOKIE = "plaza_device";
/** A known browser stays known for a year after its latest sign-in. */
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;
/** Sent only with sign-ins, the one call that reads it. */
const DEVICE_COOKIE_PATH = "/api/v2/session";
const SECRET_NAME = "device-cookie";

/** What a valid device cookie says: whose browser it is, and its nonce (the key of its own limit). */
export interface KnownDevice {
  userID: number;
  nonce: string;
}

const macOf = async (db: Kysely<Database>, body: string) =>
  createHmac("sha256", await systemSecret(db, SECRET_NAME))
    .update(`device:${body}`)
    .digest();

/** A new device cookie's value for `userID`: `<userID>.<nonce>.<hmac>`, base64url parts. */
export async function issueDeviceCookie(db: Kysely<Database>, userID: number): Promise<string> {
  const body = `${userID}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${(await macOf(db, body)).toString("base64url")}`;
}

/** The device a cookie value names when its signature checks out; null for anything else. */
export async function readDeviceCookie(
  db: Kysely<Database>,
  value: string | undefined,
): Promise<KnownDevice | null> {
  const match = value ? /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, id, nonce, mac] = match as unknown as [string, string, string, string];
  const expected = await macOf(db, `${id}.${nonce}`);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userID: Number(id), nonce };
}

/** Options of the device cookie: HttpOnly, SameSite=Lax, Secure over https, a year long. */
export function deviceCookieOptions(request: FastifyRequest) {
  return {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    maxAge: DEVICE_LIFETIME_S,
  };
}
