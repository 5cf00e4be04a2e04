import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { LimitRule } from "../abuse/limiter";
import { LocalCounter } from "../abuse/local-counter";
import { pruneTrackingNowAndThen, type ViewCounter } from "./tracking";
import {
  readKey,
  storeReadMarks,
  storeTrackingEvents,
  storeViewCounts,
  type ReadMark,
  type TrackingEventRow,
} from "./pending-writes";

/** How often the views, read marks and tracking events counted in memory are written. */
export const VIEW_FLUSH_EVERY_MS = 2_000;
/**
 * How many entries of each kind (discussions with views, members' read marks, tracking events) wait
 * at most; past it new ones are dropped until a flush succeeds, so a database that stays down costs
 * bounded memory.
 */
export const MAX_PENDING_ENTRIES = 10_000;

/** Starts calling `flush` every `everyMs` and answers how to stop. */
export type FlushSchedule = (flush: () => void, everyMs: number) => () => void;

/** Options of {@link PendingViews}. */
export interface PendingViewsOptions {
  /** A viewer's view of one discussion counts once per this window. */
  viewOncePer: LimitRule;
  /** The clock (ms since the epoch) of the window and of read marks' dates. */
  now?: () => number;
  /** How often to flush; {@link VIEW_FLUSH_EVERY_MS} by default. */
  everyMs?: number;
  /** The timer; `false` runs none (tests flush when they choose). */
  schedule?: FlushSchedule | false;
  /** How many entries of each kind may wait ({@link MAX_PENDING_ENTRIES}). */
  maxPending?: number;
  /** Where a failed flush is reported (it is retried at the next one). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

const everyFewSeconds: FlushSchedule = (flush, everyMs) => {
  const timer = setInterval(flush, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Discussion views, members' read marks and tracking events counted in this process's memory and
 * written in batches, so no read (a page, `GET /discussions/{id}`, a tick) writes on its own path:
 * reads do not wait on writes, and the change stamp the caches clear on moves at most once per flush.
 * A flush writes views as `countViews = countViews + n` (one statement per distinct n), read marks
 * and events as multi-row inserts. Each process writes only what it counted, so with several servers
 * nothing is counted twice; a crash loses what waited (at most one flush period). Reads in this
 * process see the marks and views still waiting ({@link pendingViewsOf}).
 */
export class PendingViews {
  private views = new Map<number, number>();
  private reads = new Map<string, ReadMark>();
  private events: TrackingEventRow[] = [];
  /** What the flush under way is writing: still visible to reads until it is stored. */
  private writingViews = new Map<number, number>();
  private writingReads = new Map<string, ReadMark>();
  private readonly seen: LocalCounter;
  private readonly now: () => number;
  private readonly maxPending: number;
  private readonly log: NonNullable<PendingViewsOptions["log"]>;
  private readonly stopTimer: () => void;
  private queue: Promise<void> = Promise.resolve();
  private dropped = 0;
  /** Per member with a read mark waiting: the number of their latest mark ({@link readMarksVersion}). */
  private readVersions = new Map<number, number>();
  private lastReadVersion = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: PendingViewsOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.seen = new LocalCounter(this.now);
    this.maxPending = options.maxPending ?? MAX_PENDING_ENTRIES;
    this.log = options.log ?? ((message, details) => console.warn(message, details));
    const schedule = options.schedule === undefined ? everyFewSeconds : options.schedule;
    this.stopTimer = schedule
      ? schedule(() => void this.flush(), options.everyMs ?? VIEW_FLUSH_EVERY_MS)
      : () => {};
  }

  /**
   * Counts a view of a discussion toward its `countViews`, once per viewer and window (`u:<userID>`
   * for a member, `a:<address>` for a guest); answers whether it counted. The caller has checked
   * that the viewer may see the discussion (a cached page rendered for guests has). The window is
   * kept per process: a viewer whose views reach two servers may be counted once on each.
   */
  countView(viewerKey: string, discussionID: number): boolean {
    if (this.seen.hit(this.options.viewOncePer, `${viewerKey}:${discussionID}`).count !== 1) return false;
    const count = this.views.get(discussionID);
    if (count === undefined && this.views.size >= this.maxPending) return this.drop();
    this.views.set(discussionID, (count ?? 0) + 1);
    return true;
  }

  /** Records a member's read state of a discussion (its comments up to `countCommentsRead`). */
  markRead(userID: number, discussionID: number, countCommentsRead: number): void {
    const key = readKey(userID, discussionID);
    if (!this.reads.has(key) && this.reads.size >= this.maxPending) {
      this.drop();
      return;
    }
    const dateLastViewed = new Date(this.now()).toISOString();
    this.reads.set(key, { userID, discussionID, dateLastViewed, countCommentsRead });
    this.lastReadVersion += 1;
    this.readVersions.set(userID, this.lastReadVersion);
  }

  /**
   * A number that changes whenever a read mark of the member's starts waiting (0 while none waits):
   * a cache of the member's answers kept by change stamp adds it to its key, as a waiting mark
   * changes their answers without moving the stamp (storing it later does move the stamp).
   */
  readMarksVersion(userID: number): number {
    return this.readVersions.get(userID) ?? 0;
  }

  /** Queues a tracking event for the next multi-row insert. */
  addEvent(event: TrackingEventRow): void {
    if (this.events.length >= this.maxPending) this.drop();
    else this.events.push(event);
  }

  /**
   * The {@link ViewCounter} of one viewer: counts the view and, for a member, marks the discussion
   * read up to its present comment count.
   */
  counterFor(viewerKey: string): ViewCounter {
    return (viewer: Viewer, discussion) => {
      const counted = this.countView(viewerKey, discussion.discussionID);
      if (viewer.userID > 0) this.markRead(viewer.userID, discussion.discussionID, discussion.countComments);
      return counted;
    };
  }

  /** Views of a discussion counted here and not yet stored. */
  pendingCount(discussionID: number): number {
    return (this.views.get(discussionID) ?? 0) + (this.writingViews.get(discussionID) ?? 0);
  }

  /** A member's read mark of a discussion not yet stored, if any. */
  pendingRead(userID: number, discussionID: number): ReadMark | undefined {
    const key = readKey(userID, discussionID);
    return this.reads.get(key) ?? this.writingReads.get(key);
  }

  /**
   * Writes what waits. Flushes run one after another; a failed statement puts its entries back for
   * the next flush (logged, never thrown: a busy database must not fail a request or the server).
   */
  flush(): Promise<void> {
    const run = this.queue.then(() => this.flushNow());
    this.queue = run.catch(() => {});
    return run;
  }

  /** Stops the timer and writes what waits (on the app's close). */
  async close(): Promise<void> {
    this.stopTimer();
    await this.flush();
  }

  private drop(): false {
    this.dropped += 1;
    return false;
  }

  private async flushNow(): Promise<void> {
    if (this.dropped > 0) {
      this.log("views and events dropped: too many waited for the database", { dropped: this.dropped });
      this.dropped = 0;
    }
    this.writingViews = this.views;
    this.views = new Map();
    this.writingReads = this.reads;
    this.reads = new Map();
    const readers = new Set([...this.writingReads.values()].map((mark) => mark.userID));
    const events = this.events;
    this.events = [];
    try {
      await this.writeViews();
      await this.writeReads();
      await this.writeEvents(events);
    } finally {
      this.restore();
    }
    // Stored marks moved the change stamp: their members' keys may go back to 0.
    for (const mark of this.reads.values()) readers.delete(mark.userID);
    for (const userID of readers) this.readVersions.delete(userID);
  }

  private async writeViews(): Promise<void> {
    try {
      await storeViewCounts(this.db, this.writingViews);
    } catch (error) {
      this.log("discussion views not stored yet; retried at the next flush", { err: error });
    }
  }

  private async writeReads(): Promise<void> {
    try {
      await storeReadMarks(this.db, this.writingReads);
    } catch (error) {
      this.log("read marks not stored yet; retried at the next flush", { err: error });
    }
  }

  private async writeEvents(events: TrackingEventRow[]): Promise<void> {
    let stored = 0;
    try {
      await storeTrackingEvents(this.db, events, (count) => (stored += count));
    } catch (error) {
      this.log("tracking events not stored yet; retried at the next flush", { err: error });
      this.events = [...events.slice(stored), ...this.events].slice(0, this.maxPending);
    }
    if (stored === 0) return;
    try {
      await pruneTrackingNowAndThen(this.db);
    } catch (error) {
      this.log("tracking events not pruned; tried again later", { err: error });
    }
  }

  /** Puts what a flush could not store back with what came meanwhile (newer read marks win). */
  private restore(): void {
    for (const [discussionID, n] of this.writingViews) {
      const count = this.views.get(discussionID);
      if (count === undefined && this.views.size >= this.maxPending) this.drop();
      else this.views.set(discussionID, (count ?? 0) + n);
    }
    this.writingViews = new Map();
    for (const [key, mark] of this.writingReads) {
      if (this.reads.has(key)) continue;
      if (this.reads.size >= this.maxPending) this.drop();
      else this.reads.set(key, mark);
    }
    this.writingReads = new Map();
  }
}

const registry = new WeakMap<Kysely<Database>, PendingViews>();

/** Makes {@link pendingViewsOf} answer for `db` (the app does, once). */
export function registerPendingViews(db: Kysely<Database>, views: PendingViews): void {
  registry.set(db, views);
}

/**
 * The views and read marks this process counted for `db` and has not stored yet, so a read shows a
 * member's discussion read right after they viewed it; undefined for a database without them.
 */
export function pendingViewsOf(db: Kysely<Database>): PendingViews | undefined {
  return registry.get(db);
}
