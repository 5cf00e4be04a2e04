import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { startSerialLoop } from "../jobs/serial-loop";
import type { MailRunResult } from "../mail/mail-queue";
import { runNotificationMail, type NotificationMailOptions } from "./notification-mail";
import { runNotificationDigests } from "./notification-digest-mail";

/** What one run of the mail loop did: the single mails, then the digests. */
export interface MailerRunResult extends MailRunResult {
  digests: MailRunResult;
}

/** A running notification mail loop. */
export interface NotificationMailLoop {
  runOnce(): Promise<MailerRunResult>;
  stop(): Promise<void>;
}

/**
 * Runs {@link runNotificationMail} and then {@link runNotificationDigests} every `intervalMs` in this
 * server process, one run at a time.
 */
export function startNotificationMailer(
  db: Kysely<Database>,
  options: NotificationMailOptions & { intervalMs?: number },
): NotificationMailLoop {
  return startSerialLoop(
    async () => {
      const single = await runNotificationMail(db, options);
      return { ...single, digests: await runNotificationDigests(db, options) };
    },
    {
      intervalMs: options.intervalMs ?? 5000,
      timedArgs: [],
      onError: (error) => options.log?.("Error sending notification mail", { err: error }),
    },
  );
}
