import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { FieldError } from "../../../schemas/entities/error.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { badRequest } from "../../http/errors";
import { hashToken } from "../../auth/sessions";
import type { Mailer } from "../mail/mailer";
import { isValidEmail } from "../users/users";

/** The page an invitation links to, with its code. */
export const INVITATION_PATH = "/entry/register?invitationCode=";

/** How long an invitation's link works. */
export const INVITATION_LIFETIME_DAYS = 14;
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** The field error of a code that is unknown, used, or expired. */
export const INVALID_INVITATION: FieldError = {
  field: "invitationCode",
  code: "invalid",
  message: "This invitation is not valid or has expired. Ask the member who invited you for a new one.",
};

/**
 * The addresses of an invitation, trimmed and each once (case-insensitively, first spelling kept).
 * Throws 400 with one field error per invalid address (`emails[<index>]`).
 */
export function checkInvitationEmails(emails: readonly string[]): string[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const kept: string[] = [];
  emails.forEach((raw, index) => {
    const email = raw.trim();
    if (!isValidEmail(email)) {
      errors.push({
        field: "emails",
        path: `emails[${index}]`,
        code: "format",
        message: `"${email}" is not a valid email address.`,
      });
      return;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    kept.push(email);
  });
  if (errors.length) throw badRequest("Some email addresses are not valid.", errors);
  return kept;
}

/** What sending invitations needs besides the addresses. */
export interface InvitationContext {
  db: Kysely<Database>;
  mailer: Mailer;
  inviterID: number;
  /** The site's origin for the link, e.g. "https://forum.example". */
  origin: string;
  siteName: string;
  inviterName: string;
}

/**
 * Mails each address an invitation with a link to the registration page that carries a code of its
 * own (one use, `INVITATION_LIFETIME_DAYS` days). The same mail goes to every address, whether or
 * not it already belongs to a member, so the answer tells nothing about who is registered.
 */
export async function sendInvitations(
  ctx: InvitationContext,
  emails: readonly string[],
  message = "",
): Promise<void> {
  const note = message.trim();
  const now = Date.now();
  const invited = emails.map((to) => ({ to, code: randomBytes(24).toString("base64url") }));
  await ctx.db.deleteFrom("invitations").where("dateExpires", "<", nowISO()).execute();
  if (invited.length > 0) {
    await ctx.db
      .insertInto("invitations")
      .values(
        invited.map(({ to, code }) => ({
          codeHash: hashToken(code),
          email: to,
          insertUserID: ctx.inviterID,
          dateInserted: new Date(now).toISOString(),
          dateExpires: new Date(now + INVITATION_LIFETIME_MS).toISOString(),
        })),
      )
      .execute();
  }
  for (const { to, code } of invited) {
    const text = [
      "Hello,",
      `${ctx.inviterName} invited you to join ${ctx.siteName}.`,
      ...(note ? [`${ctx.inviterName} wrote:\n${note}`] : []),
      `To sign up, open this link within ${INVITATION_LIFETIME_DAYS} days:\n${ctx.origin}${INVITATION_PATH}${code}`,
      "If you do not want to join, ignore this message.",
    ].join("\n\n");
    await ctx.mailer.send({ to, subject: `${ctx.inviterName} invited you to ${ctx.siteName}`, text });
  }
}

/** The hash of a code that can still be used (known, not used, not expired), or null. */
export async function usableInvitation(db: Kysely<Database>, code: string): Promise<string | null> {
  const codeHash = hashToken(code);
  const row = await db
    .selectFrom("invitations")
    .select("codeHash")
    .where("codeHash", "=", codeHash)
    .where("dateAccepted", "is", null)
    .where("dateExpires", ">", nowISO())
    .executeTakeFirst();
  return row ? codeHash : null;
}

/**
 * Marks an invitation used, for the member about to be made; false when it was used or expired
 * meanwhile (two sign-ups with one code: only the first one's update matches).
 */
export async function claimInvitation(db: Kysely<Database>, codeHash: string): Promise<boolean> {
  const now = nowISO();
  const result = await db
    .updateTable("invitations")
    .set({ dateAccepted: now })
    .where("codeHash", "=", codeHash)
    .where("dateAccepted", "is", null)
    .where("dateExpires", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a claimed invitation back when the member could not be made after all. */
export async function releaseInvitation(db: Kysely<Database>, codeHash: string): Promise<void> {
  await db
    .updateTable("invitations")
    .set({ dateAccepted: null })
    .where("codeHash", "=", codeHash)
    .where("acceptedUserID", "is", null)
    .execute();
}
