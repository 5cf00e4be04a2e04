import type { FieldError } from "../../schemas/entities/error.schema";
import { badRequest } from "../http/errors";
import type { Mailer } from "./mail/mailer";
import { isValidEmail } from "./users";

/** The page an invitation links to. */
export const INVITATION_PATH = "/entry/register";

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
  mailer: Mailer;
  /** The site's origin for the link, e.g. "https://forum.example". */
  origin: string;
  siteName: string;
  inviterName: string;
}

/**
 * Mails each address an invitation with a link to the registration page. The same mail goes to
 * every address, whether or not it already belongs to a member, so the answer tells nothing about
 * who is registered.
 */
export async function sendInvitations(
  ctx: InvitationContext,
  emails: readonly string[],
  message = "",
): Promise<void> {
  const note = message.trim();
  const text = [
    "Hello,",
    `${ctx.inviterName} invited you to join ${ctx.siteName}.`,
    ...(note ? [`${ctx.inviterName} wrote:\n${note}`] : []),
    `To sign up, open this link:\n${ctx.origin}${INVITATION_PATH}`,
    "If you do not want to join, ignore this message.",
  ].join("\n\n");
  for (const to of emails) {
    await ctx.mailer.send({ to, subject: `${ctx.inviterName} invited you to ${ctx.siteName}`, text });
  }
}
