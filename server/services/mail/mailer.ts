/** One outgoing message. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A message as handed to the mailer, with when. */
export interface SentMail extends Mail {
  dateSent: string;
}

/**
 * Where the server's mail goes. Plaza has no mail transport yet: {@link createLogMailer} writes
 * each message to a log and keeps the last ones in memory (tests read the links from there). A
 * transport (SMTP, an API) implements the same call.
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

/** A mailer that only logs: no message leaves the server. */
export function createLogMailer({ log = () => {}, keep = 50 }: LogMailerOptions = {}): Mailer {
  const sent: SentMail[] = [];
  return {
    sent,
    async send(mail) {
      const entry = { ...mail, dateSent: new Date().toISOString() };
      sent.push(entry);
      if (sent.length > keep) sent.splice(0, sent.length - keep);
      log(entry);
    },
  };
}
