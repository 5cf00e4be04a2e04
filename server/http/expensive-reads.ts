import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { viewerKeyOf } from "../services/abuse/client-address";
import { describeWait, secondsUntil } from "../services/abuse/too-many-requests";
import { HttpError } from "./errors";

/**
 * Expensive reads (searches, deep pages, `expand=all`) share this server's processors with every
 * other request. A few clients sending many of them at once used to push everyone's answers from a
 * few milliseconds to hundreds. So, per server process (the cost is this process's processor time,
 * so the count needs no database and a read never writes):
 *
 * - at most `running` expensive reads run at once; the next ones wait their turn, in order, so a
 *   cheap read waits behind at most that many expensive ones;
 * - one client (a member, or a guest's address) may have at most `perClient` running or waiting;
 * - one client may start at most `perMinute` in a minute;
 * - at most `waiting` wait in all.
 *
 * Over any of these the answer is 429 with `Retry-After`; cheap reads are never held or refused.
 */
export interface ExpensiveReadLimits {
  running: number;
  perClient: number;
  perMinute: number;
  waiting: number;
  /** The clock, in ms (tests move it). */
  now: () => number;
}

export const defaultExpensiveReadLimits: ExpensiveReadLimits = {
  running: 2,
  perClient: 3,
  perMinute: 120,
  waiting: 64,
  now: () => Date.now(),
};

/** Pages past this one are deep: their lists seek by key, but each page still costs a full read. */
export const DEEP_PAGE = 10;
const WINDOW_MS = 60_000;
const TOO_MANY = "Too many searches and deep pages at once.";

/** True for a read that costs far more than a page of a list: a search, a deep page, `expand=all`. */
export function isExpensiveRead(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const [path = "", search = ""] = request.url.split("?", 2);
  if (/^\/api\/v2\/search(\/|$)/.test(path)) return true;
  const params = new URLSearchParams(search);
  const page = Number(params.get("page") ?? "1");
  if (Number.isFinite(page) && page > DEEP_PAGE) return true;
  const expands = [...params.entries()]
    .filter(([name]) => name === "expand" || name.startsWith("expand["))
    .flatMap(([, value]) => value.split(","));
  return expands.some((value) => value.trim() === "all" || value.trim() === "true");
}

interface ClientState {
  /** Running or waiting now. */
  open: number;
  /** Started in the current window. */
  started: number;
  windowEndsMs: number;
}

/** The gate itself: hands out turns to run an expensive read, in order, within the limits. */
export class ExpensiveReadGate {
  private runningNow = 0;
  private readonly queue: (() => void)[] = [];
  private readonly clients = new Map<string, ClientState>();

  constructor(readonly limits: ExpensiveReadLimits) {}

  /**
   * Takes a turn for `client`: resolves with the release function once the read may run, or answers
   * `{retryAtMs}` at once when the client or the server is over a limit.
   */
  enter(client: string): { retryAtMs: number } | Promise<() => void> {
    const now = this.limits.now();
    const state = this.stateOf(client, now);
    if (state.open >= this.limits.perClient) return { retryAtMs: now + 1000 };
    if (state.started >= this.limits.perMinute) return { retryAtMs: state.windowEndsMs };
    const mustWait = this.runningNow >= this.limits.running;
    if (mustWait && this.queue.length >= this.limits.waiting) return { retryAtMs: now + 1000 };
    state.open += 1;
    state.started += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      state.open -= 1;
      const next = this.queue.shift();
      if (next) next();
      else this.runningNow -= 1;
    };
    if (!mustWait) {
      this.runningNow += 1;
      return Promise.resolve(release);
    }
    // A waiting read takes over the turn of the one that releases (runningNow stays the same).
    return new Promise((resolve) => this.queue.push(() => resolve(release)));
  }

  private stateOf(client: string, now: number): ClientState {
    let state = this.clients.get(client);
    if (state && state.windowEndsMs <= now) {
      state.started = 0;
      state.windowEndsMs = now + WINDOW_MS;
    }
    if (!state) {
      if (this.clients.size >= 10_000) this.forgetIdle(now);
      state = { open: 0, started: 0, windowEndsMs: now + WINDOW_MS };
      this.clients.set(client, state);
    }
    return state;
  }

  /** Drops clients with nothing open whose window has ended, so the map stays small. */
  private forgetIdle(now: number): void {
    for (const [key, state] of this.clients) {
      if (state.open === 0 && state.windowEndsMs <= now) this.clients.delete(key);
    }
  }
}

/** Puts every expensive read of the API through one gate; installed after the viewer is known. */
export function installExpensiveReadGate(api: FastifyInstance, gate: ExpensiveReadGate): void {
  api.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isExpensiveRead(request)) return;
    const turn = gate.enter(viewerKeyOf(request));
    if (!(turn instanceof Promise)) {
      const seconds = secondsUntil(turn.retryAtMs, gate.limits.now());
      reply.header("Retry-After", String(seconds));
      throw new HttpError(429, TOO_MANY, {
        description: `Please wait ${describeWait(seconds)} and try again.`,
      });
    }
    // The turn is given back when the answer is sent or the client goes away, whichever is first,
    // also when the client goes away while the read is still waiting for it.
    let gone = false;
    let release: (() => void) | null = null;
    const done = () => {
      gone = true;
      release?.();
    };
    reply.raw.once("close", done);
    reply.raw.once("finish", done);
    release = await turn;
    if (gone) {
      release();
      throw new HttpError(499, "The client went away.");
    }
  });
}
