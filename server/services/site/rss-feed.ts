import type { FeedItem } from "../../../schemas/entities/feed-item.schema";
import { isValidUrl } from "../../../runtime/url/safe-link";
import { HttpError } from "../../http/errors";
import { parseFeed } from "./feed-parser";
import { fetchPublic, systemResolver, type Resolver } from "./fetch-public";
import { isPublicAddress } from "./public-address";

/** Redirects followed at most, each target checked like the first URL. */
const MAX_REDIRECTS = 3;

/** Limits of feed fetching: 5 s, 1 MB, results kept 10 minutes per URL. */
export const FEED_LIMITS = {
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
  ttlMs: 10 * 60 * 1000,
  maxCached: 200,
} as const;

/**
 * The one text of every failed load. Refused, unreachable, closed, slow, erroring or not a feed all read
 * the same, so a feed URL cannot be used to map which hosts and ports answer inside the server's network.
 */
const LOAD_FAILED = "The feed could not be loaded.";

/** Options of {@link createFeedLoader}; the defaults are {@link FEED_LIMITS} and the system resolver. */
export interface FeedLoaderOptions {
  timeoutMs?: number;
  /** Makes the signal that gives up a slow load after `timeoutMs`; AbortSignal.timeout by default (tests fire it themselves). */
  timeoutSignal?: (timeoutMs: number) => AbortSignal;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
  /** Fetch from loopback and private addresses too (local testing); off by default against request forgery. */
  allowPrivateHosts?: boolean | (() => boolean);
  /** Resolves host names (tests: names without asking DNS). */
  resolve?: Resolver;
  /** Addresses treated as public (tests: a loopback server standing in for a public site). */
  trustedAddresses?: readonly string[];
}

/** Loads a feed's items by URL. */
export type FeedLoader = (url: string) => Promise<FeedItem[]>;

/**
 * Makes a feed loader: fetches http(s) feeds from public addresses only (fetch-public.ts checks each
 * connection and redirect), gives up after the timeout or past the size limit, parses RSS or Atom
 * (feed-parser.ts) and keeps each URL's items in memory for the TTL, so a busy home page fetches a feed
 * at most once per ten minutes. Concurrent loads of one URL share one fetch. Failures are not cached and
 * throw an HttpError 502 with one text whatever went wrong.
 */
export function createFeedLoader(options: FeedLoaderOptions = {}): FeedLoader {
  const { timeoutMs, maxBytes, ttlMs, maxCached } = { ...FEED_LIMITS, ...options };
  const now = options.now ?? Date.now;
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const trusted = new Set(options.trustedAddresses);
  const cache = new Map<string, { expires: number; items: FeedItem[] }>();
  const inFlight = new Map<string, Promise<FeedItem[]>>();

  return async (url) => {
    if (!isValidUrl(url)) throw new HttpError(400, "The feed URL must start with http:// or https://.");
    const cached = cache.get(url);
    if (cached && cached.expires > now()) return cached.items;
    const pending = inFlight.get(url);
    if (pending) return pending;
    const allowPrivate =
      typeof options.allowPrivateHosts === "function"
        ? options.allowPrivateHosts()
        : (options.allowPrivateHosts ?? false);
    const load = fetchPublic(url, {
      signal: timeoutSignal(timeoutMs),
      maxBytes,
      maxRedirects: MAX_REDIRECTS,
      headers: {
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1",
      },
      resolve: options.resolve ?? systemResolver,
      isAllowed: (address) => allowPrivate || trusted.has(address) || isPublicAddress(address),
    })
      .then(({ body, contentType }) => parseFeed(decode(body, contentType), url))
      .then(
        (items) => {
          cache.delete(url);
          if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
          cache.set(url, { expires: now() + ttlMs, items });
          return items;
        },
        () => {
          throw new HttpError(502, LOAD_FAILED);
        },
      )
      .finally(() => inFlight.delete(url));
    inFlight.set(url, load);
    return load;
  };
}

/** The app's feed loader with the spec'd limits, shared by every request. */
export const loadFeed: FeedLoader = createFeedLoader({
  allowPrivateHosts: () => process.env.PLAZA_RSS_ALLOW_PRIVATE === "1",
});

/** Decodes with the charset the server named, UTF-8 when it named none or one we do not know. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
