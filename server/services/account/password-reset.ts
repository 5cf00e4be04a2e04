import type { Kysely } from "kysely";
import type { PasswordRequestAnswer } from "../../../schemas/api/account.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { hashPassword } from "../../auth/password";
import { HttpError } from "../../http/errors";
import type { AbuseLimiter, LimitRule } from "../abuse/limiter";
import type { Mailer } from "../mail/mailer";
import { consumeUserToken, issueUserToken } from "./user-tokens";
import { findUserByLogin } from "../users/users";

/** How long a password reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** The one answer of a reset request, whether or not the account exists (no enumeration). */
export const PASSWORD_REQUEST_ANSWER: PasswordRequestAnswer = {
  message: "If that account exists, we sent a link to reset its password.",
  description: "Check your email. The link works for one hour and only once.",
};

/** The path of the page a reset link opens. */
export const resetPath = (userID: number, token: string) => `/entry/passwordreset/${userID}/${token}`;

/** What a reset request needs besides the form. */
export interface PasswordRequestContext {
  db: Kysely<Database>;
  mailer: Mailer;
  limiter: AbuseLimiter;
  /** Mails per account per window: more answer alike but send nothing. */
  mailsPerAccount: LimitRule;
  /** The site's origin for the link, e.g. "https://forum.example". */
  origin: string;
  siteName: string;
}

/**
 * Mails a reset link to the account an email address or username names. The answer is always
 * {@link PASSWORD_REQUEST_ANSWER}: nothing tells whether the account exists, is banned, or was
 * mailed already too often.
 */
export async function requestPasswordReset(
  ctx: PasswordRequestContext,
  login: string,
): Promise<PasswordRequestAnswer> {
  const user = await findUserByLogin(ctx.db, login);
  if (!user || user.banned === 1) return PASSWORD_REQUEST_ANSWER;
  const mails = await ctx.limiter.hit(ctx.mailsPerAccount, `user:${user.userID}`);
  if (mails.count > ctx.mailsPerAccount.limit) return PASSWORD_REQUEST_ANSWER;
  const token = await issueUserToken(ctx.db, user.userID, "password-reset", PASSWORD_RESET_LIFETIME_MS);
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your password for ${ctx.siteName}`,
    text: [
      `Hello ${user.name},`,
      `Someone, we hope you, asked to reset the password of your account at ${ctx.siteName}. To choose a new password, open this link within one hour:`,
      `${ctx.origin}${resetPath(user.userID, token)}`,
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n\n"),
  });
  return PASSWORD_REQUEST_ANSWER;
}

/** The answer of a sign-in whose password, brought over from another forum, cannot be checked. */
export const LEGACY_PASSWORD_ANSWER = {
  message: "Your password from your old forum cannot be used here. We sent you an email to set a new one.",
  description: "Open the link in that email within one hour to choose a new password, then sign in with it.",
} as const;

/**
 * Mails a member whose password came from another forum, in a form that cannot be checked here, a
 * link to choose a new one: a reset link (the same page and lifetime as a reset). At most
 * `mailsPerAccount` such mails per window, however often they try to sign in; none to a banned
 * account, as a reset request sends none.
 */
export async function sendLegacyPasswordMail(
  ctx: PasswordRequestContext,
  user: { userID: number; name: string; email: string; banned: number },
): Promise<void> {
  if (user.banned === 1 || !user.email) return;
  const mails = await ctx.limiter.hit(ctx.mailsPerAccount, `user:${user.userID}`);
  if (mails.count > ctx.mailsPerAccount.limit) return;
  const token = await issueUserToken(ctx.db, user.userID, "password-reset", PASSWORD_RESET_LIFETIME_MS);
  await ctx.mailer.send({
    to: user.email,
    subject: `Set your password for ${ctx.siteName}`,
    text: [
      `Hello ${user.name},`,
      `Someone, we hope you, tried to sign in to your account at ${ctx.siteName}. Your account came over from your old forum, and the password you had there cannot be used here. To choose a new password, open this link within one hour:`,
      `${ctx.origin}${resetPath(user.userID, token)}`,
      "If it was not you, ignore this message: your account stays as it is.",
    ].join("\n\n"),
  });
}

/** How long the link to choose a password, mailed to a member an administrator added, works. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Mails a member an administrator added (`POST /users`) a welcome with a link to choose their
 * password: a reset link that works for a week, opening the same page as a reset.
 */
export async function sendWelcomeMail(
  ctx: Pick<PasswordRequestContext, "db" | "mailer" | "origin" | "siteName">,
  user: { userID: number; name: string; email: string },
): Promise<void> {
  const token = await issueUserToken(ctx.db, user.userID, "password-reset", WELCOME_LINK_LIFETIME_MS);
  await ctx.mailer.send({
    to: user.email,
    subject: `Welcome to ${ctx.siteName}`,
    text: [
      `Hello ${user.name},`,
      `An administrator of ${ctx.siteName} made you an account. To choose your password and sign in, open this link within 7 days:`,
      `${ctx.origin}${resetPath(user.userID, token)}`,
      "After that, ask for a new link on the “Forgot your password?” page.",
    ].join("\n\n"),
  });
}

/**
 * Sets a new password through a reset link's token. The token works once; every session of the
 * member ends, so whoever knew the old password is signed out. 400 for an unknown, used or expired
 * link.
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: { userID: number; token: string; password: string },
): Promise<void> {
  const result = await consumeUserToken(db, input.userID, "password-reset", input.token);
  if (result !== "ok") {
    throw new HttpError(
      400,
      result === "expired"
        ? "This password reset link has expired."
        : "This password reset link is not valid or was used already.",
      { description: "Ask for a new link on the “Forgot your password?” page." },
    );
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ passwordHash, dateUpdated: nowISO() })
      .where("userID", "=", input.userID)
      .execute();
    await trx.deleteFrom("sessions").where("userID", "=", input.userID).execute();
  });
}
