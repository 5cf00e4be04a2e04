import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../mail/mailer";
import { consumeUserToken, issueUserToken } from "./user-tokens";
import type { UserRow } from "../users/users";

/** How long an email confirmation link works. */
export const EMAIL_CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The page a confirmation link opens: the request page, which confirms after a click. */
export const EMAIL_CONFIRM_PATH = "/entry/emailconfirmrequest?confirm=";

/** Mails a member a link that confirms their email address; an earlier link stops working. */
export async function sendEmailConfirmation(
  ctx: { db: Kysely<Database>; mailer: Mailer; origin: string; siteName: string },
  user: UserRow,
): Promise<void> {
  const token = await issueUserToken(ctx.db, user.userID, "confirm-email", EMAIL_CONFIRMATION_LIFETIME_MS);
  await ctx.mailer.send({
    to: user.email,
    subject: `Confirm your email address for ${ctx.siteName}`,
    text: [
      `Hello ${user.name},`,
      `To confirm this email address for your account at ${ctx.siteName}, open this link within 24 hours while signed in:`,
      `${ctx.origin}${EMAIL_CONFIRM_PATH}${token}`,
      "If you did not ask for this, ignore this message.",
    ].join("\n\n"),
  });
}

/** Confirms the signed-in member's email with a mailed token; 400 for an unknown, used or expired one. */
export async function confirmEmail(db: Kysely<Database>, userID: number, token: string): Promise<void> {
  const result = await consumeUserToken(db, userID, "confirm-email", token);
  if (result !== "ok") {
    throw new HttpError(
      400,
      result === "expired"
        ? "This confirmation link has expired."
        : "This confirmation link is not valid or was used already.",
      { description: "Ask for a new confirmation email, signed in as the member it was sent to." },
    );
  }
  await db.updateTable("users").set({ emailConfirmed: 1 }).where("userID", "=", userID).execute();
}
