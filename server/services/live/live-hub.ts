import type { Kysely, Selectable } from "kysely";
import { LIVE_BACKLOG_MS, LIVE_READY_EVENT, LIVE_RESET_EVENT } from "../../../schemas/api/live.schema";
import type { Database } from "../../db/types";
import { changeStampOf } from "../../db/change-stamp";
import { onLiveSignal } from "../../db/live-signal";
import { loadMemberViewers, type Viewer } from "../../auth/viewer";
import { loadVisibleCategories } from "../categories/categories";

type LiveEventRow = Selectable<Database["live_events"]>;

/** One open stream: whose it is, what it follows, and how to write to it. */
export interface LiveStream {
  userID: number;
  /** The client address it came from (the per-address cap). */
  address: string;
  /** Stored topics (`me` already turned into `user:{id}`). */
  topics: readonly string[];
  /** Writes SSE text; answers false when the connection's buffer is full. */
  write(chunk: string): boolean;
  /** Ends the connection. */
  end(): void;
  /** Bytes written but not yet sent. */
  buffered(): number;
}

/** Limits and timings of a {@link LiveHub}. */
export interface LiveHubOptions {
  /** A comment line on every stream this often, so proxies and browsers keep it open: 25 s. */
  heartbeatMs: number;
  /** Open streams one member may hold (tabs of several browsers and devices): 8. */
  perMember: number;
  /** Open streams one client address may hold (a household or an office behind one address): 32. */
  perAddress: number;
  /** A stream whose unsent text grows past this is closed (it reconnects and replays): 1 MiB. */
  maxBuffered: number;
  /** Events read from the backlog at once. */
  batch: number;
}

export const defaultLiveHubOptions: LiveHubOptions = {
  heartbeatMs: 25_000,
  perMember: 8,
  perAddress: 32,
  maxBuffered: 1024 * 1024,
  batch: 500,
};

/** Why a stream was not opened. */
export type RefusedStream = "member" | "address";

/**
 * The live streams of this server process and the delivery of published events to them
 * (server/services/live/publish-live.ts stores them). When told that events may have been published
 * (server/db/live-signal.ts: by this process, or on PostgreSQL by any server through LISTEN), it reads
 * the backlog past the last event it delivered, in id order, and writes each event to the streams
 * following its topic whose member may read it now: permissions are checked per event, when it is
 * sent, so a member who lost access to a category stops receiving its events at once. Idle streams
 * cost nothing but the shared heartbeat.
 */
export class LiveHub {
  private readonly options: LiveHubOptions;
  private readonly streams = new Set<LiveStream>();
  private readonly byTopic = new Map<string, Set<LiveStream>>();
  private readonly perMember = new Map<number, number>();
  private readonly perAddress = new Map<string, number>();
  /** The last event id delivered (or skipped as nobody's); undefined until started. */
  private delivered: number | undefined;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  /** Events may have been published while no stream was open: `delivered` is to be read again. */
  private behind = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => void) | undefined;
  private closed = false;
  /** Viewers of the streams' members, while the database's change stamp is this one. */
  private viewers = { stamp: undefined as string | undefined, byUser: new Map<number, Viewer | null>() };

  constructor(
    private readonly db: Kysely<Database>,
    options: Partial<LiveHubOptions> = {},
    private readonly log: (message: string, error: unknown) => void = () => {},
  ) {
    this.options = { ...defaultLiveHubOptions, ...options };
  }

  /** Starts after the events already stored: a new server delivers only what is published from now. */
  async start(): Promise<void> {
    this.delivered = await this.newestEventID();
    this.unlisten = onLiveSignal(() => this.wake());
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private async newestEventID(): Promise<number> {
    const row = await this.db
      .selectFrom("live_events")
      .select((eb) => eb.fn.max("eventID").as("last"))
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  /** How many streams are open. */
  get size(): number {
    return this.streams.size;
  }

  /** How many streams `userID` holds open on this server. */
  openBy(userID: number): number {
    return this.perMember.get(userID) ?? 0;
  }

  /** Why `userID` at `address` may not open another stream, or undefined when they may. */
  refusal(userID: number, address: string): RefusedStream | undefined {
    if ((this.perMember.get(userID) ?? 0) >= this.options.perMember) return "member";
    if ((this.perAddress.get(address) ?? 0) >= this.options.perAddress) return "address";
    return undefined;
  }

  /**
   * Opens a stream. With `lastEventID`, first writes what it missed since then (events it may read
   * now), or a `reset` event when that is older than the backlog; without, a `ready` event carrying
   * the id it starts after. Events published meanwhile follow in order, none twice. Answers the
   * stream's close.
   */
  async open(stream: LiveStream, lastEventID?: number): Promise<() => void> {
    count(this.perMember, stream.userID, 1);
    count(this.perAddress, stream.address, 1);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.streams.delete(stream);
      for (const topic of stream.topics) {
        const set = this.byTopic.get(topic);
        set?.delete(stream);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
      count(this.perMember, stream.userID, -1);
      count(this.perAddress, stream.address, -1);
    };
    // Replayed under the reading turn, so no delivery runs between the replay and the subscription.
    await this.turn(async () => {
      if (this.behind) {
        this.behind = false;
        this.delivered = await this.newestEventID();
      }
      if (lastEventID !== undefined) await this.replay(stream, lastEventID);
      if (closed) return;
      this.streams.add(stream);
      for (const topic of stream.topics) {
        let set = this.byTopic.get(topic);
        if (!set) this.byTopic.set(topic, (set = new Set()));
        set.add(stream);
      }
      // Where the stream starts: a tab that opens another stream (other topics) resumes from here.
      if (lastEventID === undefined)
        stream.write(`id: ${this.delivered ?? 0}\nevent: ${LIVE_READY_EVENT}\ndata: {}\n\n`);
    });
    return close;
  }

  /** Reads and delivers what was published since the last delivery (coalesced: one read at a time). */
  wake(): void {
    if (this.delivered === undefined || this.closed) return;
    // Nobody to deliver to: nothing is read until a stream opens (then from the newest event).
    if (this.streams.size === 0 && !this.reading) {
      this.behind = true;
      return;
    }
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    void this.turn(() => this.deliverNew());
  }

  /** Ends every stream with a jittered retry hint, so browsers do not all come back at once. */
  shutdown(): void {
    this.closed = true;
    this.unlisten?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const stream of [...this.streams]) {
      stream.write(`retry: ${jitteredRetryMs()}\n\n`);
      stream.end();
    }
    this.byTopic.clear();
    this.streams.clear();
  }

  /** Runs `work` when no other read or replay runs; a wake during it reads again after it. */
  private async turn(work: () => Promise<void>): Promise<void> {
    while (this.reading) await this.reading.catch(() => {});
    const running = work()
      .catch((error: unknown) => this.log("Live events were not delivered", error))
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.wake();
        }
      });
    this.reading = running;
    await running;
  }

  private async deliverNew(): Promise<void> {
    for (;;) {
      const rows = await this.db
        .selectFrom("live_events")
        .selectAll()
        .where("eventID", ">", this.delivered ?? 0)
        .orderBy("eventID")
        .limit(this.options.batch)
        .execute();
      if (rows.length === 0) return;
      await this.deliver(rows, (topic) => this.byTopic.get(topic));
      this.delivered = rows[rows.length - 1]!.eventID;
      if (rows.length < this.options.batch) return;
    }
  }

  private async replay(stream: LiveStream, lastEventID: number): Promise<void> {
    const delivered = this.delivered ?? 0;
    const oldest = await this.db
      .selectFrom("live_events")
      .select((eb) => eb.fn.min("eventID").as("first"))
      .where("dateInserted", ">=", new Date(Date.now() - LIVE_BACKLOG_MS).toISOString())
      .executeTakeFirst();
    const first = oldest?.first === null || oldest?.first === undefined ? undefined : Number(oldest.first);
    // Missed events that are no longer kept, or an id this database never gave: start over.
    const lost = first === undefined ? lastEventID < delivered : first > lastEventID + 1;
    if (lost || lastEventID > delivered) {
      stream.write(`event: ${LIVE_RESET_EVENT}\ndata: {}\n\n`);
      return;
    }
    if (lastEventID === delivered) return;
    const rows = await this.db
      .selectFrom("live_events")
      .selectAll()
      .where("eventID", ">", lastEventID)
      .where("eventID", "<=", delivered)
      .where("topic", "in", stream.topics)
      .orderBy("eventID")
      .execute();
    const only = new Set([stream]);
    await this.deliver(rows, (topic) => (stream.topics.includes(topic) ? only : undefined));
  }

  /** Writes each event to the streams of its topic whose members may read it now. */
  private async deliver(
    rows: readonly LiveEventRow[],
    streamsOf: (topic: string) => Set<LiveStream> | undefined,
  ): Promise<void> {
    const wanted = rows.filter((row) => streamsOf(row.topic)?.size);
    if (wanted.length === 0) return;
    const members = new Set<number>();
    for (const row of wanted) for (const stream of streamsOf(row.topic)!) members.add(stream.userID);
    const viewers = await this.viewersOf(members);
    const categoryOf = await this.categoriesOf(wanted);
    // What a set of roles may see, once per set (most members share a few).
    const visible = new Map<string, Promise<Set<number>>>();
    const visibleTo = (viewer: Viewer) => {
      const key = viewer.roleIDs.join(",");
      let ids = visible.get(key);
      if (!ids) {
        ids = loadVisibleCategories(this.db, viewer).then((rows) => new Set(rows.map((r) => r.categoryID)));
        visible.set(key, ids);
      }
      return ids;
    };
    for (const row of wanted) {
      const text = `id: ${row.eventID}\nevent: ${row.type}\ndata: ${row.data}\n\n`;
      const categoryID = row.discussionID !== null ? categoryOf.get(row.discussionID) : row.categoryID;
      for (const stream of [...streamsOf(row.topic)!]) {
        const viewer = viewers.get(stream.userID);
        if (!viewer) continue;
        if (row.userID !== null && row.userID !== viewer.userID) continue;
        if (row.discussionID !== null && categoryID === undefined) continue;
        if (categoryID !== null && categoryID !== undefined && !(await visibleTo(viewer)).has(categoryID)) {
          continue;
        }
        this.send(stream, text);
      }
    }
  }

  private send(stream: LiveStream, text: string): void {
    // A reader that cannot keep up is dropped; its browser reconnects and replays what it missed.
    if (!stream.write(text) && stream.buffered() > this.options.maxBuffered) stream.end();
  }

  /** The current category of each event's discussion (a discussion may have moved since). */
  private async categoriesOf(rows: readonly LiveEventRow[]): Promise<Map<number, number>> {
    const ids = [...new Set(rows.flatMap((row) => (row.discussionID === null ? [] : [row.discussionID])))];
    if (ids.length === 0) return new Map();
    const found = await this.db
      .selectFrom("discussions")
      .select(["discussionID", "categoryID"])
      .where("discussionID", "in", ids)
      .execute();
    return new Map(found.map((row) => [row.discussionID, row.categoryID]));
  }

  /** The viewers of `userIDs` as of now (banned members have none), kept until anything is written. */
  private async viewersOf(userIDs: ReadonlySet<number>): Promise<Map<number, Viewer | null>> {
    const stamp = changeStampOf(this.db);
    if (stamp === undefined || stamp !== this.viewers.stamp) this.viewers = { stamp, byUser: new Map() };
    const { byUser } = this.viewers;
    const missing = [...userIDs].filter((id) => !byUser.has(id));
    if (missing.length > 0) {
      const loaded = await loadMemberViewers(this.db, missing);
      for (const id of missing) byUser.set(id, null);
      for (const viewer of loaded) byUser.set(viewer.userID, viewer);
    }
    return byUser;
  }

  private beat(): void {
    for (const stream of this.streams) stream.write(":\n\n");
  }
}

function count<K>(map: Map<K, number>, key: K, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}

/** A reconnection delay between 1 and 6 seconds, different for each stream. */
export function jitteredRetryMs(): number {
  return 1000 + Math.floor(Math.random() * 5000);
}
