import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createLogMailer, type Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox";
import { createSmtpMailer } from "./smtp";

/** What the default mailer reads of the app's options (server/app.ts, BuildAppOptions). */
export interface DefaultMailerOptions {
  dataDir: string;
  logger?: boolean;
  mailFrom?: string;
  smtpUrl?: string;
}

/**
 * The mailer of an app given none. With a data folder, each message becomes a file in
 * `<dataDir>/outbox/` and one line of the log (or the console) names it; with an SMTP server
 * (PLAZA_SMTP_URL) mail goes there, the outbox taking what it refuses. An in-memory app (tests)
 * keeps them in `mailer.sent` and logs them only when logging is on.
 */
export function defaultMailer(app: FastifyInstance, options: DefaultMailerOptions): Mailer {
  if (options.dataDir === ":memory:") {
    return createLogMailer({
      log: (mail) => {
        if (options.logger) app.log.info({ mail }, "mail not sent (in-memory app): logged instead");
      },
    });
  }
  const from = options.mailFrom ?? (process.env.PLAZA_MAIL_FROM || undefined);
  const outbox = createOutboxMailer({
    dir: path.join(options.dataDir, "outbox"),
    from,
    log: (mail, file) => {
      if (options.logger)
        app.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
      else console.log(`[mail] "${mail.subject}" to ${mail.to}: written to ${file}`);
    },
  });
  const smtpUrl = options.smtpUrl ?? (process.env.PLAZA_SMTP_URL || undefined);
  if (!smtpUrl) return outbox;
  return createSmtpMailer({
    url: smtpUrl,
    from,
    fallback: outbox,
    log: (mail, error) => {
      const fields = { to: mail.to, subject: mail.subject };
      if (error)
        app.log.error({ ...fields, err: error }, "mail server refused the mail: written to the outbox");
      else if (options.logger) app.log.info(fields, "mail sent");
    },
  });
}
