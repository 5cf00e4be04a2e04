import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { hashToken } from "../../auth/sessions";

/** What a mailed one-time token is for. */
export type UserTokenPurpose = "password-reset" | "confirm-email";

/**
 * Makes a one-time token for a member and answers it (the only time it exists in clear): the table
 * keeps its hash. An earlier token of the same purpose stops working, so only the newest link does.
 */
export async function issueUserToken(
  db: Kysely<Database>,
  userID: number,
  purpose: UserTokenPurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.deleteFrom("user_tokens").where("dateExpires", "<", nowISO()).execute();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_tokens").where("userID", "=", userID).where("purpose", "=", purpose).execute();
    await trx
      .insertInto("user_tokens")
      .values({
        tokenHash: hashToken(token),
        userID,
        purpose,
        dateInserted: new Date(now).toISOString(),
        dateExpires: new Date(now + lifetimeMs).toISOString(),
      })
      .execute();
  });
  return token;
}

/** Why a token did not work. */
export type UserTokenProblem = "unknown" | "expired";

/**
 * Uses up a member's token: answers "ok" once, then "unknown" (a used token is gone). An expired
 * token is removed too. The deletion is the check, so two requests with one token cannot both pass.
 */
export async function consumeUserToken(
  db: Kysely<Database>,
  userID: number,
  purpose: UserTokenPurpose,
  token: string,
): Promise<"ok" | UserTokenProblem> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("user_tokens")
    .select("dateExpires")
    .where("tokenHash", "=", tokenHash)
    .where("userID", "=", userID)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return "unknown";
  const deleted = await db.deleteFrom("user_tokens").where("tokenHash", "=", tokenHash).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return "unknown";
  return new Date(toISO(row.dateExpires) ?? 0).getTime() > Date.now() ? "ok" : "expired";
}
