import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database } from "../../db/types";
import { addVary, isNeverStoredPage, weakETag } from "../../http/caching";
import { acceptsGzip, deflateParts, gzipJoined, type DeflatedParts } from "../../http/gzip-parts";
import { createNonce } from "../../http/html";
import { viewerKeyOf } from "../../services/abuse/client-address";

/**
 * A page as rendered for one response: its status, the headers the page route sets, the body, and
 * the CSP nonce written in both (a fresh one per response, never guessable, so it is found only
 * where the render put it).
 */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  /** A stream when the render outlasted its wait and streams the rest (never kept nor shared). */
  body: string | Readable;
  nonce: string;
  /** A part of the page failed (a widget's hydration, the server render): sent, never kept. */
  failed?: boolean;
  /** The discussion whose view the render counted (a post page), counted again on each hit. */
  discussionID?: number;
}

/** A render's page, and the page as kept for the requests that waited on it (once, when it came whole). */
interface Rendering {
  page: RenderedPage;
  shared(): KeptPage | undefined;
}

/** Renders a page with `nonce`; `onView` hears the discussion whose view it counts, if any. */
export type PageRender = (nonce: string, onView: (discussionID: number) => void) => Promise<RenderedPage>;

/** A kept page: the body and the headers cut at the nonce, to be joined with a fresh one. */
interface KeptPage {
  stamp: string;
  storedAt: number;
  status: number;
  body: string[];
  /** The body's parts compressed, to be sent as gzip with a fresh nonce (kept pages only). */
  gzip: DeflatedParts | undefined;
  headers: [string, string[]][];
  discussionID: number | undefined;
  /** The text of the body and headers and the compressed body (the budget counts all of it). */
  bytes: number;
  /** The page's ETag (nonce and render time left out: the same for every response), hashed once. */
  etag: string;
}

/** The page cache's settings: `PLAZA_PAGE_CACHE_MB` (server/main.ts), and how long a page may stay. */
export const guestPageSettings = {
  /** The most bytes of kept pages per server process; 0 keeps none. */
  maxBytes: 64 * 1024 * 1024,
  /** A kept page is rendered again after this long even without a write (its relative dates). */
  maxAgeMs: 60_000,
};

/** Reads `PLAZA_PAGE_CACHE_MB` (a whole number of megabytes, 0 for none) as bytes, or the default. */
export function readPageCacheBytes(value: string | undefined): number {
  if (value === undefined || value === "") return guestPageSettings.maxBytes;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 0) {
    throw new Error(`PLAZA_PAGE_CACHE_MB must be a whole number of megabytes (0 for none), not "${value}".`);
  }
  return megabytes * 1024 * 1024;
}

/**
 * Counts a guest's view of a discussion whose page came from the cache, as a render of the page
 * counts it (once per viewer and window, in memory: stored with the next batch).
 */
export function countCachedView(ctx: AppContext, request: FastifyRequest, discussionID: number): void {
  ctx.views.countView(viewerKeyOf(request), discussionID);
}

const caches = new WeakMap<Kysely<Database>, GuestPageCache>();

/** The guest page cache of the app on `db` (for tests and measurements). */
export function guestPageCacheOf(db: Kysely<Database>): GuestPageCache | undefined {
  return caches.get(db);
}

/**
 * The nonce-free page as kept, from a render; `compress` adds its gzip form (a page that is stored:
 * not one only shared with the requests waiting on its render).
 */
function keep(
  page: RenderedPage & { body: string },
  stamp: string,
  storedAt: number,
  compress: boolean,
): KeptPage {
  const body = page.body.split(page.nonce);
  const headers = Object.entries(page.headers).map(([name, value]): [string, string[]] => [
    name,
    value.split(page.nonce),
  ]);
  let bytes = 0;
  for (const part of body) bytes += Buffer.byteLength(part);
  for (const [name, parts] of headers) bytes += name.length + parts.join("").length;
  const gzip = compress ? deflateParts(body) : undefined;
  if (gzip) bytes += gzip.bytes;
  const etag = weakETag(page.body, page.nonce);
  return {
    stamp,
    storedAt,
    status: page.status,
    body,
    gzip,
    headers,
    discussionID: page.discussionID,
    bytes,
    etag,
  };
}

/**
 * Sends a kept page with a fresh nonce in its body and headers: gzip from its compressed parts when
 * it has them and the request accepts gzip (so compression leaves it as it is), else the text.
 */
function sendWithFreshNonce(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
  const nonce = createNonce();
  reply.status(page.status);
  for (const [name, parts] of page.headers) reply.header(name, parts.join(nonce));
  if (!page.gzip) return reply.send(page.body.join(nonce));
  // Either answer varies by Accept-Encoding, the uncompressed one included.
  addVary(reply, "accept-encoding");
  if (!acceptsGzip(request.headers["accept-encoding"])) return reply.send(page.body.join(nonce));
  reply.header("content-encoding", "gzip");
  return reply.send(gzipJoined(page.gzip, nonce));
}

/**
 * Guests' server-rendered pages, kept after their first render and sent again from memory (see
 * docs/decisions/caching.md "Guest pages"):
 * - only for a guest whose request sets no cookie, on a GET or HEAD, never an entry page, and only
 *   while the database has a change stamp; a 200, or the 404 of a known page whose record is missing;
 * - keyed by the address as asked (origin, path and query) and the device class; the locale and the
 *   theme a guest sees are the site's, read from the database, so the stamp covers them;
 * - served while the change stamp read when the request arrived is the one the page was kept under
 *   (a write anywhere, by any server, moves it) and for at most {@link guestPageSettings}.maxAgeMs;
 * - each response gets its own nonce, written where the render wrote its own;
 * - guests asking at once for a page not kept wait for one render (one per address and stamp);
 * - the least recently used pages leave first once the kept bytes pass the budget.
 */
export class GuestPageCache {
  /** What the cache did, for tests and measurements. */
  readonly stats = { renders: 0, hits: 0, misses: 0, waits: 0 };
  private readonly pages = new Map<string, KeptPage>();
  private readonly pending = new Map<string, Promise<Rendering>>();
  private keptBytes = 0;
  /** The newest stamp a lookup saw: pages under any other are dropped then. */
  private stamp: string | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: { maxBytes: number; maxAgeMs: number } = { ...guestPageSettings },
  ) {
    caches.set(ctx.db, this);
  }

  /** The bytes of the pages kept now. */
  get bytes(): number {
    return this.keptBytes;
  }

  /** How many pages are kept now. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * Sends the page `render` makes, or the one kept for this guest's request. `deviceClass` is the
   * request's (pages differ by it); `storable` false (an unknown address, the development server)
   * renders without keeping or sharing.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { storable: boolean; deviceClass: string },
    render: PageRender,
  ): Promise<FastifyReply> {
    const key = page.storable ? this.keyOf(request, reply, page.deviceClass) : undefined;
    const stamp = request.changeStamp;
    if (key === undefined || stamp === undefined)
      return sendRendered(reply, await render(createNonce(), noop));
    if (stamp !== this.stamp) this.dropAll(stamp);

    const kept = this.pages.get(key);
    if (kept && kept.stamp === stamp && this.ctx.now() - kept.storedAt <= this.settings.maxAgeMs) {
      this.pages.delete(key);
      this.pages.set(key, kept); // now the most recently used
      return this.sendKept(request, reply, kept);
    }
    if (kept) this.drop(key);

    const turn = `${stamp}\n${key}`;
    const waiting = this.pending.get(turn);
    if (waiting) {
      this.stats.waits += 1;
      const shared = await waiting.catch(() => undefined);
      const kept = shared?.shared();
      if (kept) return this.sendKept(request, reply, kept);
      // The render failed: this request renders for itself.
      return sendRendered(reply, await render(createNonce(), noop));
    }

    this.stats.misses += 1;
    const rendering = this.render(render, key, stamp);
    this.pending.set(turn, rendering);
    try {
      const { page: rendered } = await rendering;
      reply.header("x-plaza-cache", "miss");
      return sendRendered(reply, rendered);
    } finally {
      this.pending.delete(turn);
    }
  }

  /** The key of a request the cache may answer, or undefined. */
  private keyOf(request: FastifyRequest, reply: FastifyReply, deviceClass: string): string | undefined {
    if (this.settings.maxBytes <= 0) return undefined;
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    if (request.viewer.userID !== 0 || reply.hasHeader("set-cookie")) return undefined;
    if (isNeverStoredPage(request.url.split("?")[0] ?? "/")) return undefined;
    return `${request.protocol}://${request.host}\n${deviceClass}\n${request.url}`;
  }

  private async render(render: PageRender, key: string, stamp: string): Promise<Rendering> {
    let discussionID: number | undefined;
    const page = await render(createNonce(), (id) => {
      discussionID = id;
    });
    this.stats.renders += 1;
    if (discussionID !== undefined) page.discussionID = discussionID;
    if (!isWhole(page)) return { page, shared: () => undefined };
    const keepable = !page.failed && (page.status === 200 || page.status === 404);
    let kept = keepable && stamp === this.stamp ? keep(page, stamp, this.ctx.now(), true) : undefined;
    if (kept && kept.bytes <= this.settings.maxBytes) this.store(key, kept);
    // Whole, the page goes to the requests that waited on this render, kept or not.
    return { page, shared: () => (kept ??= keep(page, stamp, 0, false)) };
  }

  private async sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptPage) {
    this.stats.hits += 1;
    if (kept.discussionID !== undefined) countCachedView(this.ctx, request, kept.discussionID);
    reply.header("x-plaza-cache", "hit");
    // The caching hook (server/http/caching.ts) takes this ETag instead of hashing the page again.
    reply.header("etag", kept.etag);
    return sendWithFreshNonce(request, reply, kept);
  }

  private store(key: string, page: KeptPage): void {
    this.drop(key);
    this.pages.set(key, page);
    this.keptBytes += page.bytes;
    for (const [oldest, old] of this.pages) {
      if (this.keptBytes <= this.settings.maxBytes) break;
      this.pages.delete(oldest);
      this.keptBytes -= old.bytes;
    }
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.keptBytes -= page.bytes;
  }

  /** A new stamp: every page kept under another one can never be served again. */
  private dropAll(stamp: string): void {
    this.stamp = stamp;
    this.pages.clear();
    this.keptBytes = 0;
  }
}

function noop(): void {}

function isWhole(page: RenderedPage): page is RenderedPage & { body: string } {
  return typeof page.body === "string";
}

/** Sends a page with the status and headers it was rendered with. */
function sendRendered(reply: FastifyReply, page: RenderedPage): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  return reply.send(page.body);
}
