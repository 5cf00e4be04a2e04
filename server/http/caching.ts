import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * A guest's page or API answer: browsers revalidate every time (max-age=0, answered by a cheap 304
 * when the ETag still matches); a shared cache (CDN, reverse proxy) may serve it for 30 s without
 * asking, and for 60 s more while it refetches in the background. So a new post reaches guests
 * behind such a cache within 90 s at most, and a burst of guests costs one request per 30 s.
 */
export const GUEST_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
/** A signed-in member's answer: only the member's browser keeps it, and revalidates it every time. */
export const MEMBER_CACHE_CONTROL = "private, no-cache";
/** Writes, errors and the pages that must never be kept (see {@link isNeverStoredPage}). */
export const NEVER_STORE = "no-store";

/**
 * The entry pages (sign-in, registration and its confirmation link's token, sign-out, email
 * confirmation) are never kept: they hold forms and one-time tokens in their URL, and a kept copy
 * would show the state from before a sign-in or sign-out (the back button after signing out).
 */
export function isNeverStoredPage(pathname: string): boolean {
  return pathname === "/entry" || pathname.startsWith("/entry/");
}

/** Headers that describe a page's body (its nonce) and must not reach the browser on a 304. */
const BODY_BOUND_HEADERS = ["content-security-policy", "content-security-policy-report-only"];
const NONCE_PATTERN = /'nonce-([A-Za-z0-9+/=_-]+)'/;
/** The render time in a page's boot payload (its first occurrence), left out of the ETag. */
const RENDERED_AT = /"renderedAt":\d+/;

/**
 * A weak ETag of a body: the length and a SHA-1 of the bytes. A page's body carries its per-response
 * CSP nonce and the time it was rendered at (the boot payload's `renderedAt`); both are left out of
 * the hash, so the same page for the same viewer keeps its ETag. (A kept page hydrates with the
 * render time it was stored with, so its relative dates still agree with its markup.)
 */
export function weakETag(payload: string | Buffer, nonce?: string): string {
  const hash = createHash("sha1");
  let bytes = 0;
  if (!nonce) {
    hash.update(payload);
    bytes = Buffer.byteLength(payload);
  } else {
    // The parts between the left-out ones are hashed in place: building the page again without them
    // (a copy of some 100 KB, hashed afresh) cost several ms a page.
    const text = typeof payload === "string" ? payload : payload.toString("utf8");
    const skipped: Array<[number, number]> = [];
    for (let at = text.indexOf(nonce); at >= 0; at = text.indexOf(nonce, at + nonce.length))
      skipped.push([at, at + nonce.length]);
    const renderedAt = RENDERED_AT.exec(text);
    if (renderedAt) skipped.push([renderedAt.index, renderedAt.index + renderedAt[0].length]);
    skipped.sort((a, b) => a[0] - b[0]);
    let from = 0;
    for (const [start, end] of [...skipped, [text.length, text.length] as [number, number]]) {
      if (start < from) continue;
      const part = text.slice(from, start);
      hash.update(part);
      bytes += Buffer.byteLength(part);
      from = end;
    }
  }
  return `W/"${bytes.toString(16)}-${hash.digest("base64url").slice(0, 27)}"`;
}

/** ETags of bodies kept and sent again unchanged (see {@link withETag}). */
const knownETags = new WeakMap<Buffer, string>();

/**
 * Computes a kept body's ETag once: answers sending this very buffer again reuse it instead of hashing
 * the bytes on every request. The buffer must never change afterwards.
 */
export function withETag(body: Buffer): Buffer {
  knownETags.set(body, weakETag(body));
  return body;
}

/** True when `If-None-Match` names the ETag (weak comparison, a list or `*`; RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** Adds tokens to `Vary`, keeping what is there (lower case, the spelling @fastify/compress looks for). */
export function addVary(reply: FastifyReply, ...tokens: string[]): void {
  const current = reply.getHeader("vary");
  const list = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  if (list.includes("*")) return;
  for (const token of tokens) {
    if (!list.some((t) => t.toLowerCase() === token.toLowerCase())) list.push(token);
  }
  reply.header("vary", list.join(", "));
}

function isSignedIn(request: FastifyRequest): boolean {
  const viewer = (request as Partial<Pick<FastifyRequest, "viewer">>).viewer;
  return (viewer?.userID ?? 0) > 0;
}

function nonceOf(reply: FastifyReply): string | undefined {
  for (const name of BODY_BOUND_HEADERS) {
    const match = NONCE_PATTERN.exec(String(reply.getHeader(name) ?? ""));
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The caching policy of the pages and the API (installed in the scope that loads the viewer, so
 * static assets and uploads keep their own `Cache-Control`):
 * - writes (anything but GET and HEAD) and answers other than 200: `no-store` unless the route chose;
 * - a 200 GET whose route set its own `Cache-Control` keeps it (fragment assets), except pages,
 *   whose policy is decided here: entry pages `no-store`;
 * - otherwise a guest gets {@link GUEST_CACHE_CONTROL}, a signed-in member (or any answer that sets a
 *   cookie) {@link MEMBER_CACHE_CONTROL}; both with `Vary: accept-encoding, cookie` (a shared cache
 *   must never answer a member's request with a guest's copy) and a weak ETag, and a matching
 *   `If-None-Match` answers 304 with no body.
 *
 * A page carries a per-response nonce in its CSP header and in its body. A cached page keeps both
 * together (the nonce is only a promise that the scripts came from us, whoever reads it), so a
 * shared cache serving one guest's page to another is consistent. A 304 leaves out the CSP header:
 * the browser keeps the stored page with the policy it came with, instead of a new nonce that its
 * stored body does not carry.
 */
export function installHttpCaching(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead || reply.statusCode !== 200) {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", NEVER_STORE);
      return payload;
    }
    const isPage = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (!isPage && reply.hasHeader("cache-control")) return payload;
    if (isPage && isNeverStoredPage(request.url.split("?")[0] ?? "/")) {
      reply.header("cache-control", NEVER_STORE);
      return payload;
    }
    const isPrivate = isSignedIn(request) || reply.hasHeader("set-cookie");
    reply.header("cache-control", isPrivate ? MEMBER_CACHE_CONTROL : GUEST_CACHE_CONTROL);
    addVary(reply, "accept-encoding", "cookie");

    // Streams (none here today) are sent as they come, without a validator.
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    // A page sent again from the guest page cache comes with the ETag it was kept with.
    const keptETag = reply.getHeader("etag");
    const known = isPage
      ? typeof keptETag === "string"
        ? keptETag
        : undefined
      : Buffer.isBuffer(payload)
        ? knownETags.get(payload)
        : undefined;
    const etag = known ?? weakETag(payload, isPage ? nonceOf(reply) : undefined);
    reply.header("etag", etag);
    if (!ifNoneMatchHits(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    // A kept page sent as gzip (server/routes/pages/guest-pages.ts) says so before this hook runs.
    for (const name of [...BODY_BOUND_HEADERS, "content-type", "content-length", "content-encoding"])
      reply.removeHeader(name);
    // Fastify's HEAD handler, which runs after this hook, reads a body it is given: an empty one.
    return request.method === "HEAD" ? "" : null;
  });
}
