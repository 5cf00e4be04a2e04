import type { Kysely } from "kysely";
import type { UserPatchBody } from "../../../schemas/api/account.schema";
import type { FieldError } from "../../../schemas/entities/error.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { hashPassword, verifyAnyPassword } from "../../auth/password";
import { hashToken } from "../../auth/sessions";
import { badRequest } from "../../http/errors";
import { hasBidiOrControlCharacter } from "../abuse/visible-text";
import { syncSearchIndex } from "../search/search-index";
import { checkNewEmail, checkNewUser, type UserRow } from "../users/users";

/** The message of a wrong current password (a field error of `passwordConfirmation`). */
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

/**
 * Checks a change of account fields and answers the columns to write. A new name follows the
 * sign-up rules (and may differ from the old one in case only); a new email may not be another
 * account's; a new own password or email needs the current password, checked by the caller through
 * {@link verifyCurrentPassword}.
 */
async function changesOf(
  db: Kysely<Database>,
  user: UserRow,
  body: UserPatchBody,
): Promise<{
  name?: string;
  nameKey?: string;
  nameSkeleton?: string;
  title?: string;
  passwordHash?: string;
  email?: string;
  emailKey?: string;
  emailConfirmed?: number;
}> {
  const errors: FieldError[] = [];
  const changes: Awaited<ReturnType<typeof changesOf>> = {};
  if (body.name !== undefined && body.name !== user.name) {
    const checked = await checkNewUser(db, { name: body.name, email: user.email, exceptUserID: user.userID });
    errors.push(...checked.errors.filter((error) => error.field === "name"));
    changes.name = checked.name;
    changes.nameKey = checked.name.toLowerCase();
    changes.nameSkeleton = checked.nameSkeleton;
  }
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (hasBidiOrControlCharacter(title)) {
      errors.push({
        field: "title",
        code: "control",
        message: "Titles may not contain control characters or text-direction marks.",
      });
    }
    changes.title = title;
  }
  if (body.email !== undefined && body.email.trim() !== user.email) {
    const checked = await checkNewEmail(db, { email: body.email, exceptUserID: user.userID });
    errors.push(...checked.errors);
    changes.email = checked.email;
    changes.emailKey = checked.email.toLowerCase();
    changes.emailConfirmed = 0;
  }
  if (errors.length) throw badRequest("Your changes could not be saved.", errors);
  if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
  return changes;
}

/** The message of a current password that came from another forum and cannot be checked. */
export const UNCHECKABLE_CURRENT_PASSWORD =
  "Your password from your old forum cannot be used here. Choose a new one through “Forgot your password?” first.";

/**
 * 400 unless `confirmation` is the member's current password (asked for a new `change`). A right
 * password whose hash came from another forum is replaced by a Plaza hash on the way.
 */
export async function verifyCurrentPassword(
  db: Kysely<Database>,
  user: UserRow,
  confirmation: string | undefined,
  change: "password" | "email" = "password",
): Promise<void> {
  if (!confirmation) {
    const message =
      change === "password"
        ? "Enter your current password to choose a new one."
        : "Enter your current password to change your email address.";
    throw badRequest("Your changes could not be saved.", [
      { field: "passwordConfirmation", code: "required", message },
    ]);
  }
  const check = await verifyAnyPassword(confirmation, user.passwordHash);
  if (check.unknownMethod) {
    throw badRequest("Your changes could not be saved.", [
      { field: "passwordConfirmation", code: "reset-required", message: UNCHECKABLE_CURRENT_PASSWORD },
    ]);
  }
  if (!check.ok) {
    throw badRequest("Your changes could not be saved.", [
      { field: "passwordConfirmation", code: "invalid", message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  if (check.needsRehash) {
    await db
      .updateTable("users")
      .set({ passwordHash: await hashPassword(confirmation) })
      .where("userID", "=", user.userID)
      .execute();
  }
}

/**
 * Writes a checked change of an account. A new password ends the member's other sessions (the one
 * making the change, `keepSessionToken`, stays signed in); a new name is re-indexed for search; a new
 * email is unconfirmed. Answers what changed, so the caller can mail a confirmation link.
 */
export async function updateAccount(
  db: Kysely<Database>,
  user: UserRow,
  body: UserPatchBody,
  keepSessionToken: string | undefined,
): Promise<{ email: boolean }> {
  const changes = await changesOf(db, user, body);
  if (Object.keys(changes).length === 0) return { email: false };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ ...changes, dateUpdated: nowISO() })
      .where("userID", "=", user.userID)
      .execute();
    if (changes.passwordHash) {
      let others = trx.deleteFrom("sessions").where("userID", "=", user.userID);
      if (keepSessionToken) others = others.where("tokenHash", "!=", hashToken(keepSessionToken));
      await others.execute();
    }
    if (changes.name) await syncSearchIndex(trx, { userIDs: [user.userID] });
  });
  return { email: changes.email !== undefined };
}
