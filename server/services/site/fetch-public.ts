import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isValidUrl } from "../../../runtime/url/safe-link";

/** Resolves a host name to its addresses. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Options of {@link fetchPublic}. */
export interface FetchPublicOptions {
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  headers: Record<string, string>;
  resolve: Resolver;
  /** Whether the server may connect to an address; every address a name resolves to must pass. */
  isAllowed: (address: string) => boolean;
}

/** A fetched body with the content type it came with. */
export interface FetchedBody {
  body: Buffer;
  contentType: string | null;
}

/** The system resolver (hosts file, then DNS), every address it knows. */
export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * GETs an http(s) URL from allowed addresses only, following at most `maxRedirects` redirects by hand.
 * The check runs where the socket connects: a name is resolved once, inside the connection's `lookup`,
 * and the socket goes to the addresses that were checked, so a name cannot rebind to a private address
 * between check and connect. An address literal is checked before the request. Any failure (refused
 * address, network error, status other than 2xx, body over `maxBytes`, abort) rejects.
 */
export async function fetchPublic(url: string, options: FetchPublicOptions): Promise<FetchedBody> {
  let target = new URL(url);
  for (let hop = 0; ; hop += 1) {
    const response = await get(target, options);
    const { statusCode = 0, headers } = response;
    if (statusCode >= 300 && statusCode < 400 && headers.location) {
      response.resume();
      if (hop >= options.maxRedirects) throw new Error("Too many redirects.");
      target = new URL(headers.location, target);
      if (!isValidUrl(target.href)) throw new Error("Redirected away from http(s).");
      continue;
    }
    if (statusCode < 200 || statusCode >= 300) {
      response.resume();
      throw new Error(`Answered ${statusCode}.`);
    }
    return { body: await readLimited(response, options), contentType: headers["content-type"] ?? null };
  }
}

function get(url: URL, options: FetchPublicOptions): Promise<http.IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(hostname) && !options.isAllowed(hostname)) {
    return Promise.reject(new Error("Not a public address."));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: options.headers,
        lookup: checkedLookup(options),
        signal: options.signal,
        // A fresh agent: no pooled socket from another request is reused.
        agent: false,
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

/** A `lookup` for net.connect that resolves through the resolver and fails unless every address is allowed. */
function checkedLookup({ resolve, isAllowed }: FetchPublicOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    const fail = (error: Error) => callback(error, "", 0);
    resolve(hostname).then((addresses) => {
      if (addresses.length === 0 || !addresses.every(isAllowed)) {
        return fail(new Error("Not a public address."));
      }
      const family = typeof lookupOptions.family === "number" ? lookupOptions.family : 0;
      const found = addresses
        .map((address) => ({ address, family: isIP(address) }))
        .filter((entry) => family === 0 || entry.family === family);
      const [first] = found;
      if (!first) return fail(new Error("No address of the wanted family."));
      if (lookupOptions.all) return callback(null, found);
      return callback(null, first.address, first.family);
    }, fail);
  };
}

/** The body, refusing more than `maxBytes` (by Content-Length, then while reading). */
async function readLimited(
  response: http.IncomingMessage,
  { maxBytes, signal }: FetchPublicOptions,
): Promise<Buffer> {
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    throw new Error("Too large.");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes || signal.aborted) {
      response.destroy();
      throw new Error("Too large or too slow.");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
