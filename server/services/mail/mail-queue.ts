import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/types";
import type { Mail, Mailer } from "./mailer";

/** The tables whose rows are mails waiting to go out, each claimed by one server at a time. */
export type MailQueueTable = "notification_mail_jobs" | "notification_digests";

/** How one queue table is read and its mail composed. */
export interface MailQueue<T extends MailQueueTable> {
  table: T;
  /** The table's id column. */
  id: string;
  /** Named in the log when a send fails. */
  label: string;
  /** The mail of a claimed row, or undefined to drop it unsent. */
  compose(row: Selectable<Database[T]>): Promise<Mail | undefined>;
  /** Runs after a row is deleted (its dependants). */
  afterDone?(id: number): Promise<void>;
}

/** How one run goes: the clock, the lease, the batch and the tries. */
export interface MailQueueRun {
  mailer: Mailer;
  /** ms since the epoch; tests move it. */
  now?: () => number;
  /** How long a claim holds before another server may take the row again. */
  leaseMs?: number;
  /** Most rows one run sends. */
  batchSize?: number;
  /** Tries before a mail is given up. */
  maxAttempts?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** What one run did. */
export interface MailRunResult {
  sent: number;
  dropped: number;
  retried: number;
}

/** How long to wait before try `attempts + 1`: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(6 * 60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends a queue's due mail once: claims each due row with one compare-and-set update (no claim or a
 * lapsed one → this run's token until now + lease), so with several servers on one database each
 * mail goes out once, and a row that was claimed when a server stopped is taken by the next run of
 * any server once its lease lapses. A row whose mail composes to nothing is dropped unsent; a failed
 * send is tried again with backoff, up to the tries allowed.
 */
export async function runMailQueue<T extends MailQueueTable>(
  database: Kysely<Database>,
  queue: MailQueue<T>,
  options: MailQueueRun,
): Promise<MailRunResult> {
  // The two tables share the queue's columns; one untyped view of them keeps this one loop.
  const db = database as unknown as Kysely<{ queue: QueueColumns }>;
  const table = queue.table as unknown as "queue";
  const id = queue.id as "id";
  const at = (options.now ?? Date.now)();
  const nowText = new Date(at).toISOString();
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const result: MailRunResult = { sent: 0, dropped: 0, retried: 0 };
  const due = await db
    .selectFrom(table)
    .select(id)
    .where("runAfter", "<=", nowText)
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", nowText)]))
    .orderBy("runAfter")
    .orderBy(id)
    .limit(options.batchSize ?? 50)
    .execute();
  for (const dueRow of due) {
    // The column is the table's own (jobID, digestID…), not the untyped view's `id`.
    const rowID = (dueRow as unknown as Record<string, number>)[queue.id] as number;
    const token = randomUUID();
    const claimed = await db
      .updateTable(table)
      .set({ claimToken: token, claimedUntil: new Date(at + leaseMs).toISOString() })
      .where(id, "=", rowID)
      .where("runAfter", "<=", nowText)
      .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", nowText)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another server took it
    const row = await db
      .selectFrom(table)
      .selectAll()
      .where(id, "=", rowID)
      .where("claimToken", "=", token)
      .executeTakeFirst();
    if (!row) continue;
    const done = async () => {
      const gone = await db
        .deleteFrom(table)
        .where(id, "=", rowID)
        .where("claimToken", "=", token)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 1) await queue.afterDone?.(rowID);
    };
    const mail = await queue.compose(row as unknown as Selectable<Database[T]>);
    if (!mail) {
      await done();
      result.dropped++;
      continue;
    }
    try {
      await options.mailer.send(mail);
      await done();
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      options.log?.(`${queue.label} failed`, { [queue.id]: rowID, attempts, err: error });
      if (attempts >= maxAttempts) {
        await done();
        result.dropped++;
        continue;
      }
      await db
        .updateTable(table)
        .set({
          attempts,
          runAfter: new Date(at + retryDelayMs(attempts)).toISOString(),
          claimToken: null,
          claimedUntil: null,
          lastError: reason.slice(0, 500),
        })
        .where(id, "=", rowID)
        .where("claimToken", "=", token)
        .execute();
      result.retried++;
    }
  }
  return result;
}

/** The columns every queue table has (its id column seen as `id`). */
interface QueueColumns {
  id: number;
  runAfter: string;
  claimedUntil: string | null;
  claimToken: string | null;
  attempts: number;
  lastError: string | null;
}
