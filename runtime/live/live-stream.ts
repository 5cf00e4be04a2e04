import {
  LIVE_READY_EVENT,
  LIVE_RESET_EVENT,
  MAX_LIVE_TOPICS,
  type LiveEventData,
  type LiveEventType,
} from "../../schemas/api/live.schema";

/** An event of the live stream as a page hears it; `reset` asks the page to refetch what it shows. */
export type LiveEvent =
  | { [K in LiveEventType]: { type: K; data: LiveEventData[K] } }[LiveEventType]
  | { type: typeof LIVE_RESET_EVENT };

export type LiveHandler = (event: LiveEvent) => void;

const EVENT_TYPES: readonly LiveEventType[] = [
  "comment",
  "reaction",
  "discussion",
  "notification",
  "message",
  "job",
];

/** How long a hidden tab keeps its stream: after a minute it lets it go, and catches up when shown. */
export const HIDDEN_TAB_GRACE_MS = 60_000;
/** The first and the longest wait before opening a refused or failed stream again (then doubled, jittered). */
const FIRST_BACKOFF_MS = 2_000;
const LONGEST_BACKOFF_MS = 120_000;

/** The topics an event belongs to, read from its data (the stream does not repeat them). */
function topicsOf(event: LiveEvent): string[] {
  switch (event.type) {
    case "comment":
    case "reaction":
      return [`discussion:${event.data.discussionID}`];
    case "discussion":
      return [`category:${event.data.categoryID}`, "discussions"];
    case "notification":
    case "message":
    case "job":
      return ["me"];
    default:
      return [];
  }
}

/**
 * The tab's one live stream (`GET /api/v2/live`, server-sent events): pages follow topics through
 * {@link followLive}, and the stream is opened again (debounced) with the union of what is followed,
 * carrying the last event's id so nothing is missed in between. The browser reconnects by itself
 * after a dropped connection, after the delay the server chose for this stream (jittered, so a
 * restarted server is not met by every browser at once); a refused stream is tried again with a
 * doubling, jittered wait. A tab hidden for a minute lets its stream go and catches up when shown.
 */
class LiveConnection {
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private source: EventSource | undefined;
  private lastEventID: string | undefined;
  private healthy = false;
  private readonly healthListeners = new Set<(healthy: boolean) => void>();
  private pending: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private backoff = FIRST_BACKOFF_MS;
  private watchingVisibility = false;

  follow(topic: string, handler: LiveHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      this.handlers.set(topic, (set = new Set()));
      this.schedule(0);
    }
    set.add(handler);
    this.watchVisibility();
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(topic) === set) {
        this.handlers.delete(topic);
        this.schedule(0);
      }
    };
  }

  isHealthy(): boolean {
    return this.healthy;
  }

  onHealth(listener: (healthy: boolean) => void): () => void {
    this.healthListeners.add(listener);
    return () => this.healthListeners.delete(listener);
  }

  private setHealthy(healthy: boolean): void {
    if (this.healthy === healthy) return;
    this.healthy = healthy;
    for (const listener of this.healthListeners) listener(healthy);
  }

  private schedule(delayMs: number): void {
    if (this.pending) clearTimeout(this.pending);
    // Topics followed and let go in one render settle before the stream opens.
    this.pending = setTimeout(
      () => {
        this.pending = undefined;
        this.connect();
      },
      Math.max(delayMs, 30),
    );
  }

  private close(): void {
    this.source?.close();
    this.source = undefined;
    this.setHealthy(false);
  }

  private connect(): void {
    this.close();
    const topics = [...this.handlers.keys()].slice(0, MAX_LIVE_TOPICS);
    if (topics.length === 0 || typeof EventSource === "undefined") return;
    if (typeof document !== "undefined" && document.visibilityState === "hidden" && !this.hiddenTimer) return;
    const query = new URLSearchParams({ topics: topics.join(",") });
    if (this.lastEventID !== undefined) query.set("lastEventID", this.lastEventID);
    const source = new EventSource(`/api/v2/live?${query.toString()}`, { withCredentials: true });
    this.source = source;
    source.onopen = () => {
      this.backoff = FIRST_BACKOFF_MS;
      this.setHealthy(true);
    };
    source.onerror = () => {
      this.setHealthy(false);
      // Refused (signed out, too many tabs) or gone: the browser gave up, so try again later.
      if (source.readyState === EventSource.CLOSED && this.source === source) {
        const wait = this.backoff / 2 + Math.random() * this.backoff;
        this.backoff = Math.min(this.backoff * 2, LONGEST_BACKOFF_MS);
        this.schedule(wait);
      }
    };
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        const { data, lastEventId } = message as MessageEvent<string>;
        if (lastEventId) this.lastEventID = lastEventId;
        this.dispatch({ type, data: JSON.parse(data) } as LiveEvent);
      });
    }
    source.addEventListener(LIVE_RESET_EVENT, () => this.dispatch({ type: LIVE_RESET_EVENT }));
    // The id the stream starts after: a stream opened for other topics resumes from it.
    source.addEventListener(LIVE_READY_EVENT, (message) => {
      const { lastEventId } = message as MessageEvent<string>;
      if (lastEventId) this.lastEventID = lastEventId;
    });
  }

  private dispatch(event: LiveEvent): void {
    const topics = event.type === LIVE_RESET_EVENT ? [...this.handlers.keys()] : topicsOf(event);
    for (const topic of topics) for (const handler of [...(this.handlers.get(topic) ?? [])]) handler(event);
  }

  private watchVisibility(): void {
    if (this.watchingVisibility || typeof document === "undefined") return;
    this.watchingVisibility = true;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") {
        this.hiddenTimer = setTimeout(() => {
          this.hiddenTimer = undefined;
          this.close();
        }, HIDDEN_TAB_GRACE_MS);
      } else {
        if (this.hiddenTimer) clearTimeout(this.hiddenTimer);
        this.hiddenTimer = undefined;
        if (!this.source && this.handlers.size > 0) this.schedule(0);
      }
    });
  }
}

const connection = new LiveConnection();

/** Follows a live topic (`discussion:{id}`, `category:{id}`, `discussions`, `me`); answers the unfollow. */
export function followLive(topic: string, handler: LiveHandler): () => void {
  return connection.follow(topic, handler);
}

/** Whether the tab's live stream is open now (polling can rest meanwhile). */
export function isLiveHealthy(): boolean {
  return connection.isHealthy();
}

/** Hears the stream open and drop. */
export function onLiveHealth(listener: (healthy: boolean) => void): () => void {
  return connection.onHealth(listener);
}
