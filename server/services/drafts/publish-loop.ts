import { startSerialLoop } from "../jobs/serial-loop";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { HttpError } from "../../http/errors";
import { withDrafts, type DraftRow } from "./drafts-table";
import { publishDraft, type Published } from "./drafts-publish";

/** Options of {@link startDraftScheduler}. */
export interface DraftSchedulerOptions {
  /** How often to look for due drafts; 5 s by default, so a due draft is posted within 10 s. */
  intervalMs?: number;
  /** How long a claim holds; a draft claimed by a server that died is retried after it. 2 minutes by default. */
  leaseMs?: number;
  /** Most drafts published by one look. */
  batchSize?: number;
  /** The clock deciding which drafts are due and how long a claim holds (ms since the epoch); tests move it. */
  now?: () => number;
  /** Hears of each failure to publish and of unexpected errors. */
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** A running draft scheduler. */
export interface DraftScheduler {
  /**
   * Looks for due drafts now, or as of `asOf` (ms since the epoch), and publishes them; answers what it
   * published (tests call it directly).
   */
  runOnce(asOf?: number): Promise<Published[]>;
  /** Stops the timer and waits for the look under way. */
  stop(): Promise<void>;
}

/**
 * Publishes scheduled drafts when they are due (content spec §4), inside each server process. All its
 * state is in the drafts table, so it resumes after a restart, and each due draft is claimed with
 * one compare-and-set update (`claimedUntil` empty or past → now + lease, with a token of this run),
 * so with several servers on one database (SQLite file or PostgreSQL) one of them publishes it.
 * Published drafts are deleted; a draft that cannot be posted gets status `error` and `failedReason`.
 * The draft is deleted in the transaction that posts it, so a server dying midway leaves both or neither.
 */
/** The run's claim lapsed and another server took the draft: this run's post is rolled back. */
class ClaimLost extends Error {}

export function startDraftScheduler(
  db: Kysely<Database>,
  options: DraftSchedulerOptions = {},
): DraftScheduler {
  const intervalMs = options.intervalMs ?? 5000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? (() => {});
  const clock = options.now ?? Date.now;
  const drafts = withDrafts(db);

  const claim = async (draftID: number, asOf: number | undefined): Promise<string | null> => {
    const at = asOf ?? clock();
    const now = new Date(at).toISOString();
    const token = randomUUID();
    const result = await drafts
      .updateTable("drafts")
      .set({ claimToken: token, claimedUntil: new Date(at + leaseMs).toISOString() })
      .where("draftID", "=", draftID)
      .where("draftStatus", "=", "scheduled")
      .where("dateScheduled", "<=", now)
      .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? token : null;
  };

  const publishClaimed = async (row: DraftRow, token: string): Promise<Published | null> => {
    try {
      // The draft goes in the post's own transaction, and only while this run's claim holds: a claim
      // that lapsed and was taken by another server rolls this post back, so it is posted once.
      return await publishDraft(db, row, {
        alsoInTransaction: async (trx) => {
          const removed = await withDrafts(trx)
            .deleteFrom("drafts")
            .where("draftID", "=", row.draftID)
            .where("claimToken", "=", token)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) !== 1) throw new ClaimLost();
        },
      });
    } catch (error) {
      if (error instanceof ClaimLost) {
        log("Scheduled draft taken by another server", { draftID: row.draftID });
        return null;
      }
      const reason =
        error instanceof HttpError
          ? [error.message, error.details.description].filter(Boolean).join(" ")
          : "Something went wrong while publishing the draft.";
      log("Error publishing scheduled draft", { draftID: row.draftID, reason, err: error });
      await drafts
        .updateTable("drafts")
        .set({
          draftStatus: "error",
          failedReason: reason.slice(0, 500),
          claimToken: null,
          claimedUntil: null,
        })
        .where("draftID", "=", row.draftID)
        .where("claimToken", "=", token)
        .execute();
      return null;
    }
  };

  const look = async (asOf: number | undefined): Promise<Published[]> => {
    const now = new Date(asOf ?? clock()).toISOString();
    const due = await drafts
      .selectFrom("drafts")
      .select("draftID")
      .where("draftStatus", "=", "scheduled")
      .where("dateScheduled", "<=", now)
      .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", now)]))
      .orderBy("dateScheduled")
      .limit(batchSize)
      .execute();
    const published: Published[] = [];
    for (const { draftID } of due) {
      if (loop.isStopped()) break;
      const token = await claim(draftID, asOf);
      if (!token) continue; // another server took it
      const row = await drafts
        .selectFrom("drafts")
        .selectAll()
        .where("draftID", "=", draftID)
        .where("claimToken", "=", token)
        .executeTakeFirst();
      if (!row) continue;
      const result = await publishClaimed(row, token);
      if (result) published.push(result);
    }
    return published;
  };

  // The look above reads `loop` only while it runs, after this line.
  const loop = startSerialLoop(look, {
    intervalMs,
    timedArgs: [undefined],
    onError: (error) => log("Error looking for scheduled drafts", { err: error }),
  });
  return { runOnce: loop.runOnce, stop: loop.stop };
}
