import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { HttpError } from "../../http/errors";
import { systemSecret } from "../../auth/system-secrets";

/**
 * The `callbackPayload` of a long-running job (server/services/jobs/long-runner.ts): claims signed with
 * an HMAC secret stored in the database, so every server process signs and checks alike.
 */

/** What a signed token says: job, user, the cursor it continues from, expiry (ms since epoch). */
export interface LongRunnerTokenClaims {
  jobID: string;
  userID: number;
  cursor: number;
  expires: number;
}

const SECRET_NAME = "long-runner";
const signingSecret = (db: Kysely<Database>) => systemSecret(db, SECRET_NAME);

/** Signs claims into `base64url(json).base64url(hmac)` (tests use it to forge expired tokens). */
export async function signLongRunnerToken(
  db: Kysely<Database>,
  claims: LongRunnerTokenClaims,
): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const mac = createHmac("sha256", await signingSecret(db))
    .update(payload)
    .digest("base64url");
  return `${payload}.${mac}`;
}

/** The 403 of a callback payload that is not one this site signed for this user and job. */
export const invalidToken = () => new HttpError(403, "The callback payload is not valid.");

/** The claims of a token whose signature checks out; 403 for anything unsigned, altered or expired. */
export async function verifyLongRunnerToken(
  db: Kysely<Database>,
  token: string,
): Promise<LongRunnerTokenClaims> {
  const parts = token.trim().split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw invalidToken();
  const [payload, mac] = parts as [string, string];
  const expected = createHmac("sha256", await signingSecret(db))
    .update(payload)
    .digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw invalidToken();
  }
  if (!isClaims(claims)) throw invalidToken();
  if (claims.expires < Date.now()) throw new HttpError(403, "The callback payload has expired.");
  return claims;
}

function isClaims(value: unknown): value is LongRunnerTokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.jobID === "string" &&
    Number.isInteger(v.userID) &&
    Number.isInteger(v.cursor) &&
    typeof v.expires === "number"
  );
}
