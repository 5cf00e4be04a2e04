/** One outgoing message: plain text, with an optional HTML version. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (names and values of printable ASCII). */
  headers?: Readonly<Record<string, string>>;
}

/** A message as handed to the mailer, with when. */
export interface SentMail extends Mail {
  dateSent: string;
}

/**
 * Where the server's mail goes: the one call every sender uses. {@link createLogMailer} only logs
 * (in-memory apps and tests); server/services/mail/outbox.ts writes each message as a file a site
 * owner can open. A network transport (SMTP, an API) implements the same call.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The last messages sent through this mailer, oldest first. */
  readonly sent: readonly SentMail[];
}

/** Options of {@link createLogMailer}. */
export interface LogMailerOptions {
  /** Receives every message; the app passes its logger or the console. */
  log?: (mail: SentMail) => void;
  /** How many messages to keep in memory. */
  keep?: number;
}

/** Keeps the last `keep` messages of a mailer in memory, oldest first. */
export function sentList(keep: number): { sent: SentMail[]; add(mail: Mail): SentMail } {
  const sent: SentMail[] = [];
  return {
    sent,
    add(mail) {
      const entry = { ...mail, dateSent: new Date().toISOString() };
      sent.push(entry);
      if (sent.length > keep) sent.splice(0, sent.length - keep);
      return entry;
    },
  };
}

/** A mailer that only logs: no message leaves the server. */
export function createLogMailer({ log = () => {}, keep = 50 }: LogMailerOptions = {}): Mailer {
  const list = sentList(keep);
  return {
    sent: list.sent,
    async send(mail) {
      log(list.add(mail));
    },
  };
}
