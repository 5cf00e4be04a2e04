import type { FeedItem } from "../../schemas/entities/feed-item.schema";
import { isValidUrl } from "../../runtime/url/safe-link";
import { HttpError } from "../http/errors";
import { parseFeed } from "./feed-parser";
import { assertPublicHost } from "./public-address";

/** Redirects followed at most, each target checked like the first URL. */
const MAX_REDIRECTS = 3;

/** Limits of feed fetching: 5 s, 1 MB, results kept 10 minutes per URL. */
export const FEED_LIMITS = {
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
  ttlMs: 10 * 60 * 1000,
  maxCached: 200,
} as const;

/** Options of {@link createFeedLoader}; the defaults are {@link FEED_LIMITS} and the global fetch. */
export interface FeedLoaderOptions {
  timeoutMs?: number;
  maxBytes?: number;
  ttlMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Fetch from loopback and private addresses too (tests); off by default against request forgery. */
  allowPrivateHosts?: boolean | (() => boolean);
}

/** Loads a feed's items by URL. */
export type FeedLoader = (url: string) => Promise<FeedItem[]>;

/**
 * Makes a feed loader: fetches http(s) feeds only, gives up after the timeout or past the size
 * limit, parses RSS or Atom (feed-parser.ts) and keeps each URL's items in memory for the TTL, so a
 * busy home page fetches a feed at most once per ten minutes. Concurrent loads of one URL share one
 * fetch. Failures are not cached and throw an HttpError 502 saying why.
 */
export function createFeedLoader(options: FeedLoaderOptions = {}): FeedLoader {
  const { timeoutMs, maxBytes, ttlMs, maxCached } = { ...FEED_LIMITS, ...options };
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; items: FeedItem[] }>();
  const inFlight = new Map<string, Promise<FeedItem[]>>();

  return async (url) => {
    if (!isValidUrl(url)) throw new HttpError(400, "The feed URL must start with http:// or https://.");
    const cached = cache.get(url);
    if (cached && cached.expires > now()) return cached.items;
    const pending = inFlight.get(url);
    if (pending) return pending;
    const load = fetchFeed(url, {
      timeoutMs,
      maxBytes,
      fetch: options.fetch ?? globalThis.fetch,
      allowPrivateHosts:
        typeof options.allowPrivateHosts === "function"
          ? options.allowPrivateHosts()
          : (options.allowPrivateHosts ?? false),
    })
      .then((items) => {
        cache.delete(url);
        if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string);
        cache.set(url, { expires: now() + ttlMs, items });
        return items;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, load);
    return load;
  };
}

/** The app's feed loader with the spec'd limits, shared by every request. */
export const loadFeed: FeedLoader = createFeedLoader({
  allowPrivateHosts: () => process.env.PLAZA_RSS_ALLOW_PRIVATE === "1",
});

async function fetchFeed(
  url: string,
  options: { timeoutMs: number; maxBytes: number; fetch: typeof fetch; allowPrivateHosts: boolean },
): Promise<FeedItem[]> {
  const fail = (reason: string) => new HttpError(502, `The feed could not be loaded: ${reason}`);
  let text: string;
  try {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let target = url;
    let response: Response | undefined;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!options.allowPrivateHosts) {
        await assertPublicHost(target).catch((error: Error) => {
          throw fail(error.message);
        });
      }
      response = await options.fetch(target, {
        signal,
        redirect: "manual",
        headers: {
          accept:
            "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1",
        },
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      target = new URL(location, target).toString();
      if (!isValidUrl(target)) throw fail("it redirected away from http(s).");
      if (hop === MAX_REDIRECTS) throw fail("it redirected too many times.");
    }
    if (!response) throw fail("the request failed.");
    if (!response.ok) throw fail(`the server answered ${response.status}.`);
    text = await readLimited(response, options.maxBytes, fail);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const name = error instanceof Error ? error.name : "";
    throw fail(
      name === "TimeoutError" || name === "AbortError" ? "it took too long." : "the request failed.",
    );
  }
  try {
    return parseFeed(text, url);
  } catch (error) {
    throw fail(error instanceof Error ? error.message : "it is not a feed.");
  }
}

/** The body as text, refusing more than `maxBytes` (by Content-Length, then while reading). */
async function readLimited(
  response: Response,
  maxBytes: number,
  fail: (reason: string) => HttpError,
): Promise<string> {
  const tooBig = () => fail(`it is larger than ${Math.round(maxBytes / 1024)} KB.`);
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) throw tooBig();
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  return decode(Buffer.concat(chunks), response.headers.get("content-type"));
}

/** Decodes with the charset the server named, UTF-8 when it named none or one we do not know. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
