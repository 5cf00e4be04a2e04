import nodemailer from "nodemailer";
import { DEFAULT_MAIL_FROM } from "./outbox";
import { sentList, type Mailer, type SentMail } from "./mailer";

/** How long a send may wait on the mail server (connecting, greeting, each reply) before it gives up. */
export const SMTP_TIMEOUT_MS = 10_000;

/** Options of {@link createSmtpMailer}. */
export interface SmtpMailerOptions {
  /**
   * The mail server: `smtp://user:password@host:587` (STARTTLS when the server offers it) or
   * `smtps://user:password@host:465` (TLS from the start). User and password are URL-encoded.
   */
  url: string;
  /** The From header, e.g. `Forum <forum@example.com>`. */
  from?: string;
  /**
   * Where a message goes when the mail server cannot take it (down, refusing, too slow): the outbox,
   * so no reset link or invitation is lost and the request that sent it still succeeds.
   */
  fallback: Mailer;
  /** Told each message delivered, or the error of each that went to the fallback. */
  log?: (mail: SentMail, error?: unknown) => void;
  /** How many messages to keep in memory. */
  keep?: number;
}

/** A mailer that delivers through an SMTP server, falling back to another mailer when that fails. */
export function createSmtpMailer({
  url,
  from = DEFAULT_MAIL_FROM,
  fallback,
  log = () => {},
  keep = 50,
}: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const list = sentList(keep);
  return {
    sent: list.sent,
    async send(mail) {
      const entry = list.add(mail);
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
        log(entry);
      } catch (error) {
        log(entry, error);
        await fallback.send(mail);
      }
    },
  };
}
