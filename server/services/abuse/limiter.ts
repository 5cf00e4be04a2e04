import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";

/** A fixed-window limit: at most `limit` hits per `windowMs` for one key of `bucket`. */
export interface LimitRule {
  /** The counter family, e.g. "signin-address". */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** A counter as read or after a hit. */
export interface CounterState {
  /** Hits in the current window (0 when there is none). */
  count: number;
  /** When the current window ends (ms since the epoch); now when there is none. */
  windowEndsMs: number;
  /** Until when the key is blocked outright (ms since the epoch), or 0. */
  blockedUntilMs: number;
}

/** How often one process deletes expired counters (several processes share the work). */
const PRUNE_EVERY_MS = 60_000;

const ms = (value: string | Date | null | undefined) => (value ? new Date(toISO(value) ?? 0).getTime() : 0);

/**
 * Window counters in the database (`abuse_counters`), so every server process sees the same
 * counts. A hit is one upsert whose update starts a new window when the old one has ended; keys
 * are pruned once their window and block have passed, so the table holds only live counters. The
 * SQL is Kysely's builder with ON CONFLICT, which SQLite and PostgreSQL both speak; timestamps are
 * ISO-8601 UTC text, compared as text on SQLite and as timestamptz on PostgreSQL.
 */
export class AbuseLimiter {
  private lastPruneMs = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit (or `amount` hits at once) for `key` and answers the counter after it. */
  async hit(rule: LimitRule, key: string, amount = 1): Promise<CounterState> {
    await this.pruneNowAndThen();
    const now = this.now();
    const nowText = new Date(now).toISOString();
    const endsText = new Date(now + rule.windowMs).toISOString();
    const row = await this.db
      .insertInto("abuse_counters")
      .values({ bucket: rule.bucket, key, count: amount, dateWindowEnds: endsText, dateBlockedUntil: null })
      .onConflict((oc) =>
        oc.columns(["bucket", "key"]).doUpdateSet((eb) => {
          const ended = eb("abuse_counters.dateWindowEnds", "<=", nowText);
          return {
            count: eb
              .case()
              .when(ended)
              .then(amount)
              .else(eb("abuse_counters.count", "+", amount))
              .end(),
            dateWindowEnds: eb
              .case()
              .when(ended)
              .then(endsText)
              .else(eb.ref("abuse_counters.dateWindowEnds"))
              .end(),
          };
        }),
      )
      .returning(["count", "dateWindowEnds", "dateBlockedUntil"])
      .executeTakeFirstOrThrow();
    return this.stateOf(row, now);
  }

  /** The counter of `key` without counting a hit. */
  async peek(bucket: string, key: string): Promise<CounterState> {
    const now = this.now();
    const row = await this.db
      .selectFrom("abuse_counters")
      .select(["count", "dateWindowEnds", "dateBlockedUntil"])
      .where("bucket", "=", bucket)
      .where("key", "=", key)
      .executeTakeFirst();
    return row ? this.stateOf(row, now) : { count: 0, windowEndsMs: now, blockedUntilMs: 0 };
  }

  /** Blocks `key` outright until `untilMs` (the counter row must exist: call after {@link hit}). */
  async blockUntil(bucket: string, key: string, untilMs: number): Promise<void> {
    const until = new Date(untilMs).toISOString();
    await this.db
      .updateTable("abuse_counters")
      .set((eb) => ({
        dateBlockedUntil: until,
        // The row must outlive its block, or pruning would lift the block early.
        dateWindowEnds: eb
          .case()
          .when("dateWindowEnds", "<", until)
          .then(until)
          .else(eb.ref("dateWindowEnds"))
          .end()
          .$castTo<string>(),
      }))
      .where("bucket", "=", bucket)
      .where("key", "=", key)
      .execute();
  }

  /** Forgets `key` (a correct password ends an account's run of failures). */
  async reset(bucket: string, key: string): Promise<void> {
    await this.db.deleteFrom("abuse_counters").where("bucket", "=", bucket).where("key", "=", key).execute();
  }

  /** Deletes every counter whose window and block have passed. */
  async prune(): Promise<void> {
    const nowText = new Date(this.now()).toISOString();
    // blockUntil keeps dateWindowEnds at or after the block, so the window end alone decides.
    await this.db.deleteFrom("abuse_counters").where("dateWindowEnds", "<=", nowText).execute();
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.now();
    if (now - this.lastPruneMs < PRUNE_EVERY_MS) return;
    this.lastPruneMs = now;
    await this.prune();
  }

  private stateOf(
    row: { count: number; dateWindowEnds: string | Date; dateBlockedUntil: string | Date | null },
    now: number,
  ): CounterState {
    const windowEndsMs = ms(row.dateWindowEnds);
    const blockedUntilMs = ms(row.dateBlockedUntil);
    if (windowEndsMs <= now) return { count: 0, windowEndsMs: now, blockedUntilMs: 0 };
    return {
      count: Number(row.count),
      windowEndsMs,
      blockedUntilMs: blockedUntilMs > now ? blockedUntilMs : 0,
    };
  }
}
