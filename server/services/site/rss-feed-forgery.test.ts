// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createFeedLoader } from "./rss-feed";

/*
 * Request forgery through the RSS widget's feed URL. Every server here is on loopback: "inside" (127.0.0.1
 * and ::1) stands for the server's own network and must never be reached; "outside" (127.0.0.2) stands
 * for a public site, trusted through the loader's test-only `trustedAddresses`. Names resolve through an
 * injected resolver, so no test asks a real DNS server.
 */

const feed = `<rss version="2.0"><channel><item><title>Secret</title><link>https://example.com/1</link></item></channel></rss>`;
const refused = { status: 502, message: "The feed could not be loaded." };
const OUTSIDE = "127.0.0.2";

let insideHits = 0;
const outsideHosts: string[] = [];
const inside: http.Server[] = [];
let outside: http.Server;
let port = 0;
let outsidePort = 0;

const listen = (server: http.Server, host: string, at = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(at, host, () => resolve((server.address() as AddressInfo).port));
  });
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  const serveInside = (_request: http.IncomingMessage, response: http.ServerResponse) => {
    insideHits += 1;
    response.writeHead(200, { "content-type": "application/rss+xml" });
    response.end(feed);
  };
  inside.push(http.createServer(serveInside), http.createServer(serveInside));
  port = await listen(inside[0]!, "127.0.0.1");
  await listen(inside[1]!, "::1", port);
  outside = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://outside");
    outsideHosts.push(request.headers.host ?? "");
    const to = url.searchParams.get("to");
    if (to) response.writeHead(302, { location: to }).end();
    else if (url.pathname === "/feed.xml")
      response.writeHead(200, { "content-type": "application/rss+xml" }).end(feed);
    else response.writeHead(404).end("missing");
  });
  outsidePort = await listen(outside, OUTSIDE);
});
afterAll(async () => {
  await Promise.all([...inside, outside].map(close));
});

/** A resolver that knows only the names given; any other name fails as an unknown host would. */
const resolver =
  (names: Record<string, string[]>) =>
  (hostname: string): Promise<string[]> => {
    const addresses = names[hostname];
    return addresses ? Promise.resolve(addresses) : Promise.reject(new Error(`unknown host ${hostname}`));
  };

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => "loaded",
    (error: unknown) => error,
  );
}

/** The loopback encodings a feed URL may use, each on the inside servers' port. */
const encodings = () =>
  [
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "[0:0:0:0:0:ffff:7f00:1]",
    "[::1]",
    "[::]",
    "127.1",
    "2130706433",
    "0x7f000001",
    "0177.0.0.1",
    "0x7f.1",
    "017700000001",
    "127.0.0.1.",
    "0.0.0.0",
    "0",
    "localhost",
    "[::127.0.0.1]",
    "[64:ff9b::7f00:1]",
    "[2002:7f00:1::]",
  ].map((host) => `http://${host}:${port}/feed.xml`);

describe("createFeedLoader: request forgery", () => {
  it("refuses every spelling of a loopback address, with one error text and no request inside", async () => {
    const load = createFeedLoader();
    const results: Record<string, unknown> = {};
    for (const url of encodings()) results[url] = await outcome(load(url));
    const reached = Object.entries(results).filter(([, result]) => result === "loaded");
    expect(reached.map(([url]) => url)).toEqual([]);
    for (const [url, result] of Object.entries(results)) expect(result, url).toMatchObject(refused);
    expect(insideHits).toBe(0);
  });

  it("refuses a name that resolves to loopback, or to a public and a private address", async () => {
    const load = createFeedLoader({
      resolve: resolver({ "feeds.example.test": ["127.0.0.1"], "mixed.example.test": [OUTSIDE, "::1"] }),
      trustedAddresses: [OUTSIDE],
    });
    expect(await outcome(load(`http://feeds.example.test:${port}/feed.xml`))).toMatchObject(refused);
    expect(await outcome(load(`http://mixed.example.test:${port}/feed.xml`))).toMatchObject(refused);
    expect(insideHits).toBe(0);
  });

  it("refuses a public feed that redirects inside, however the target is spelled", async () => {
    const load = createFeedLoader({
      resolve: resolver({ "blog.example.test": [OUTSIDE], "inside.example.test": ["127.0.0.1"] }),
      trustedAddresses: [OUTSIDE],
    });
    for (const target of [
      `http://127.0.0.1:${port}/feed.xml`,
      `http://[::ffff:7f00:1]:${port}/feed.xml`,
      `http://2130706433:${port}/feed.xml`,
      `http://inside.example.test:${port}/feed.xml`,
    ]) {
      const url = `http://blog.example.test:${outsidePort}/go?to=${encodeURIComponent(target)}`;
      expect(await outcome(load(url)), target).toMatchObject(refused);
    }
    expect(insideHits).toBe(0);
  });

  it("connects to the address it checked, so a name rebinding to loopback cannot slip in", async () => {
    let calls = 0;
    const load = createFeedLoader({
      resolve: (hostname) => {
        calls += 1;
        return Promise.resolve(
          hostname === "rebind.example.test" && calls % 2 === 0 ? ["127.0.0.1"] : [OUTSIDE],
        );
      },
      trustedAddresses: [OUTSIDE],
    });
    const items = await load(`http://rebind.example.test:${outsidePort}/feed.xml`);
    expect(items.map((item) => item.title)).toEqual(["Secret"]);
    expect(calls).toBe(1);
    expect(await outcome(load(`http://rebind.example.test:${outsidePort}/feed.xml?again`))).toMatchObject(
      refused,
    );
    expect(insideHits).toBe(0);
  });

  it("gives one error text whether the port is open, closed, or the answer is no feed", async () => {
    const load = createFeedLoader({ trustedAddresses: [OUTSIDE] });
    const closed = http.createServer();
    const closedPort = await listen(closed, OUTSIDE);
    await close(closed);
    for (const url of [
      `http://${OUTSIDE}:${closedPort}/feed.xml`,
      `http://${OUTSIDE}:${outsidePort}/missing.xml`,
      `http://127.0.0.1:${port}/feed.xml`,
      `http://127.0.0.1:${closedPort}/feed.xml`,
    ]) {
      expect(await outcome(load(url)), url).toMatchObject(refused);
    }
    expect(insideHits).toBe(0);
  });

  it("still loads a public feed by name, sending the name as the Host header", async () => {
    const load = createFeedLoader({
      resolve: resolver({ "news.example.test": [OUTSIDE] }),
      trustedAddresses: [OUTSIDE],
    });
    const items = await load(`http://news.example.test:${outsidePort}/feed.xml`);
    expect(items.map((item) => item.title)).toEqual(["Secret"]);
    expect(outsideHosts.at(-1)).toBe(`news.example.test:${outsidePort}`);
  });
});
