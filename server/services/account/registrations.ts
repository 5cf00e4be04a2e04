import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { RegisterAnswer } from "../../../schemas/api/session.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { hashPassword } from "../../auth/password";
import { hashToken } from "../../auth/sessions";
import { badRequest, HttpError } from "../../http/errors";
import type { FieldError } from "../../../schemas/entities/error.schema";
import { sameOriginPath } from "../../../runtime/url/target";
import type { AbuseLimiter, LimitRule } from "../abuse/limiter";
import type { Mailer } from "../mail/mailer";
import { checkNewUser, createUser, findUserByLogin, type UserRow } from "../users/users";
import { claimInvitation, INVALID_INVITATION, releaseInvitation, usableInvitation } from "./invitations";

/** How long a sign-up link works. */
export const REGISTRATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The one answer of sign-up, whether the email is new or registered (no enumeration). */
export const REGISTER_ANSWER: RegisterAnswer = {
  message: "Check your email to finish signing up.",
  description:
    "We sent a message to the address you gave. Follow its link within 24 hours to confirm your address and sign in.",
};

/** The path of the page a sign-up link opens (the register page finishes the sign-up). */
export const CONFIRM_PATH = "/entry/register?confirm=";

/** What sign-up needs besides the form. */
export interface RegistrationContext {
  db: Kysely<Database>;
  mailer: Mailer;
  limiter: AbuseLimiter;
  /** Mails per address per window: over it, sign-up answers alike but sends nothing. */
  mailsPerEmail: LimitRule;
  /** The site's origin for the links, e.g. "https://forum.example". */
  origin: string;
  siteName: string;
  /** An invitation-only site: sign-up needs a usable invitation code. */
  invitationOnly: boolean;
}

/** A sign-up's answer link: the register page with the token, and the page to return to when there is one. */
function confirmLink(origin: string, token: string, target: string | undefined): string {
  const path = sameOriginPath(target);
  return `${origin}${CONFIRM_PATH}${token}${path && path !== "/" ? `&Target=${encodeURIComponent(path)}` : ""}`;
}

/**
 * Starts a sign-up. Name and email format errors answer 400 (names are public anyway), together
 * with `invalid`, what the request's schema already refused, so the form shows every problem at
 * once; past that the visitor learns nothing about the email. A new email gets a pending
 * registration and a link that creates the account (and returns to `target`); a registered one gets
 * a notice to its owner and no account. Both paths hash the password once, so the time taken does
 * not tell them apart either.
 */
export async function startRegistration(
  ctx: RegistrationContext,
  input: { name: string; email: string; password: string; invitationCode?: string; target?: string },
  invalid: readonly FieldError[] = [],
): Promise<RegisterAnswer> {
  const { db } = ctx;
  const refused = new Set(invalid.map((error) => error.field));
  const checked = await checkNewUser(db, input);
  // An invitation's code counts on an open site too (it is spent, so the inviter's list is right),
  // but only an invitation-only site refuses a sign-up without a usable one.
  const invitationCodeHash =
    input.invitationCode && !refused.has("invitationCode")
      ? await usableInvitation(db, input.invitationCode)
      : null;
  const errors = [...invalid, ...checked.errors.filter((error) => !refused.has(error.field))];
  if (ctx.invitationOnly && !invitationCodeHash && !refused.has("invitationCode"))
    errors.push(INVALID_INVITATION);
  if (errors.length) throw badRequest("The user could not be created.", errors);
  const passwordHash = await hashPassword(input.password);
  await db.deleteFrom("registrations").where("dateExpires", "<", nowISO()).execute();
  const emailKey = checked.email.toLowerCase();
  const mails = await ctx.limiter.hit(ctx.mailsPerEmail, emailKey);
  if (mails.count > ctx.mailsPerEmail.limit) return REGISTER_ANSWER;

  if (checked.isEmailTaken) {
    const owner = await findUserByLogin(db, emailKey);
    await ctx.mailer.send({
      to: owner?.email ?? checked.email,
      subject: `Someone tried to sign up at ${ctx.siteName} with your email address`,
      text: [
        "Hello,",
        `Someone tried to sign up at ${ctx.siteName} with this email address, which already has an account${owner ? ` (username ${owner.name})` : ""}. If that was you, sign in here:`,
        `${ctx.origin}/entry/signin`,
        "If it was not you, ignore this message: nothing was changed.",
      ].join("\n\n"),
    });
    return REGISTER_ANSWER;
  }

  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db
    .insertInto("registrations")
    .values({
      tokenHash: hashToken(token),
      name: checked.name,
      nameKey: checked.name.toLowerCase(),
      email: checked.email,
      emailKey,
      passwordHash,
      invitationCodeHash,
      dateInserted: new Date(now).toISOString(),
      dateExpires: new Date(now + REGISTRATION_LIFETIME_MS).toISOString(),
    })
    .execute();
  await ctx.mailer.send({
    to: checked.email,
    subject: `Confirm your email address for ${ctx.siteName}`,
    text: [
      `Hello ${checked.name},`,
      `Someone, we hope you, signed up at ${ctx.siteName} with this email address. To confirm it and sign in, open this link within 24 hours:`,
      confirmLink(ctx.origin, token, input.target),
      "If you did not sign up, ignore this message: no account is made without it.",
    ].join("\n\n"),
  });
  return REGISTER_ANSWER;
}

/**
 * Finishes a sign-up from its mailed link: creates the member with a confirmed email, spends the
 * invitation it came with and forgets every pending sign-up of that email. 400 for an unknown or
 * expired link, or, on an invitation-only site, an invitation spent or expired meanwhile; 409 when
 * the name or the email was taken in the meantime.
 */
export async function confirmRegistration(
  db: Kysely<Database>,
  token: string,
  options: { invitationOnly: boolean },
): Promise<UserRow> {
  const row = await db
    .selectFrom("registrations")
    .selectAll()
    .where("tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  const expires = row ? new Date(toISO(row.dateExpires) ?? 0).getTime() : 0;
  if (!row || expires <= Date.now()) {
    throw new HttpError(400, "This sign-up link is not valid or has expired.", {
      description: "Register again to get a new link.",
    });
  }
  const checked = await checkNewUser(db, { name: row.name, email: row.email });
  if (checked.isEmailTaken) {
    await db.deleteFrom("registrations").where("emailKey", "=", row.emailKey).execute();
    throw new HttpError(409, "This email address already has an account.", {
      description: "Sign in instead.",
    });
  }
  if (checked.errors.length) {
    throw new HttpError(409, "That username was taken before you confirmed.", {
      description: "Register again with another username.",
    });
  }
  // The code is claimed before the account is made, so two sign-ups with one code make one member.
  const claimed = row.invitationCodeHash ? await claimInvitation(db, row.invitationCodeHash) : false;
  if (options.invitationOnly && !claimed) {
    throw new HttpError(400, INVALID_INVITATION.message);
  }
  let user: UserRow;
  try {
    user = await createUser(db, {
      name: row.name,
      email: row.email,
      passwordHash: row.passwordHash,
      emailConfirmed: true,
    });
  } catch (error) {
    if (claimed && row.invitationCodeHash) await releaseInvitation(db, row.invitationCodeHash);
    throw error;
  }
  if (claimed && row.invitationCodeHash) {
    await db
      .updateTable("invitations")
      .set({ acceptedUserID: user.userID })
      .where("codeHash", "=", row.invitationCodeHash)
      .execute();
  }
  await db.deleteFrom("registrations").where("emailKey", "=", row.emailKey).execute();
  return user;
}
