import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sentList, type Mail, type Mailer, type SentMail } from "./mailer";

/** The sender of mail when PLAZA_MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Plaza <no-reply@localhost>";

let sequence = 0;

/** Options of {@link createOutboxMailer}. */
export interface OutboxMailerOptions {
  /** The folder the messages are written to (made when the first message is). */
  dir: string;
  /** The From header, e.g. `Forum <forum@example.com>`. */
  from?: string;
  /** Told the file of each message written (the app logs it). */
  log?: (mail: SentMail, file: string) => void;
  /** How many messages to keep in memory besides the files. */
  keep?: number;
}

/**
 * A mailer that delivers to a folder: one `.eml` file per message (RFC 5322, UTF-8 text sent
 * 8-bit, so the file reads as plain text), named by date so they sort in the order sent. Any mail
 * program opens them; a site owner without a mail transport reads the links there.
 */
export function createOutboxMailer({
  dir,
  from = DEFAULT_MAIL_FROM,
  log = () => {},
  keep = 50,
}: OutboxMailerOptions): Mailer {
  const list = sentList(keep);
  return {
    sent: list.sent,
    async send(mail) {
      const entry = list.add(mail);
      const id = randomBytes(6).toString("hex");
      // The date, then a counter for messages of the same millisecond, then a random part.
      sequence = (sequence + 1) % 1_000_000;
      const stamp = `${entry.dateSent.replace(/[:.]/g, "-")}-${String(sequence).padStart(6, "0")}`;
      const file = path.join(dir, `${stamp}-${id}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, formatMessage(entry, from, id), { mode: 0o600 });
      log(entry, file);
    },
  };
}

/** A header value with non-ASCII text as an RFC 2047 encoded word; no line breaks either way. */
function headerValue(value: string): string {
  const flat = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, "utf8").toString("base64")}?=`;
}

/** Body text with CRLF line ends. */
const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

/** The whole message: headers, then the text part, or text and HTML as alternatives. */
export function formatMessage(mail: Mail & { dateSent: string }, from: string, id: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${new Date(mail.dateSent).toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${Date.parse(mail.dateSent)}.${id}@${domain}>`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${headerValue(value)}`),
    "MIME-Version: 1.0",
  ];
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: 8bit", "", crlf(body)].join("\r\n");
  if (!mail.html) return [...headers, part("text/plain", mail.text)].join("\r\n");
  const boundary = `plaza-${id}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    part("text/plain", mail.text),
    `--${boundary}`,
    part("text/html", mail.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
