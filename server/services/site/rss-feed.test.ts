// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { feedItemSchema } from "../../../schemas/entities/feed-item.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { HttpError } from "../../http/errors";
import { createFeedLoader } from "./rss-feed";

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Blog</title>
  <item><title>First &amp; best</title><link>https://blog.example.com/first</link>
    <description><![CDATA[<p>Hello <b>world</b></p><p>Second paragraph</p>]]></description>
    <pubDate>Mon, 10 Jun 2024 09:00:00 GMT</pubDate></item>
  <item><title>Relative link</title><link>/posts/2</link><description>Plain text</description></item>
  <item><title>No link</title><guid isPermaLink="false">tag:blog,2024:3</guid><description>x</description>
    <pubDate>not a date</pubDate></item>
</channel></rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom blog</title>
  <entry><title type="html">Atom &lt;em&gt;entry&lt;/em&gt;</title>
    <link rel="self" href="https://atom.example.com/self"/><link rel="alternate" href="entries/1"/>
    <summary type="html">&lt;p&gt;Summary &lt;i&gt;text&lt;/i&gt;&lt;/p&gt;</summary>
    <updated>2024-06-01T12:00:00Z</updated></entry>
  <entry><title>Xhtml content</title><link href="https://atom.example.com/2"/>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Rich <b>body</b></p></div></content>
    <published>2024-05-01T00:00:00+02:00</published></entry>
</feed>`;

const hostile = `<?xml version="1.0"?>
<rss version="2.0"><channel>
  <item><title>Script link</title><link>javascript:alert(document.cookie)</link>
    <description>&lt;script&gt;alert(1)&lt;/script&gt;Safe text&lt;img src=x onerror=alert(2)&gt;</description></item>
  <item><title><![CDATA[<script>alert(3)</script>Title]]></title><link>  JAVASCRIPT:alert(4)</link>
    <description><![CDATA[<style>body{display:none}</style><iframe src="https://evil.example"></iframe>Visible]]></description></item>
  <item><title>Data link</title><link>data:text/html,&lt;script&gt;alert(5)&lt;/script&gt;</link><description/></item>
  <item><title>Vbscript</title><link>vbscript:msgbox(1)</link><description/></item>
</channel></rss>`;

let server: http.Server;
let base: string;
const hits: Record<string, number> = {};
/** Requests for /slow.xml, left unanswered. */
const slowRequests: http.IncomingMessage[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    hits[path] = (hits[path] ?? 0) + 1;
    const send = (status: number, body: string, type = "application/rss+xml; charset=utf-8") => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (path === "/rss.xml" || path.startsWith("/count")) return send(200, rss);
    if (path === "/atom.xml") return send(200, atom, "application/atom+xml");
    if (path === "/hostile.xml") return send(200, hostile);
    if (path === "/latin1.xml") {
      response.writeHead(200, { "content-type": "text/xml; charset=iso-8859-1" });
      return response.end(Buffer.from(rss.replace("First", "Caf\u00e9"), "latin1"));
    }
    if (path === "/redirect") {
      response.writeHead(302, { location: "/rss.xml" });
      return response.end();
    }
    // Answers nothing: the loader has to give up by itself.
    if (path === "/slow.xml") return slowRequests.push(request);
    if (path === "/huge.xml") {
      // Chunked, no Content-Length: the limit has to hold while reading.
      response.writeHead(200, { "content-type": "application/rss+xml" });
      const chunk = "<!-- " + "x".repeat(64 * 1024) + " -->";
      for (let i = 0; i < 20; i++) response.write(chunk);
      return response.end("<rss/>");
    }
    if (path === "/declared-huge.xml") {
      response.writeHead(200, {
        "content-type": "application/rss+xml",
        "content-length": String(5 * 1024 * 1024),
      });
      return response.end();
    }
    if (path === "/page.html")
      return send(200, "<!doctype html><html><body>Not a feed</body></html>", "text/html");
    return send(404, "missing", "text/plain");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  // The unanswered requests' connections would hold close() open.
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The one error of every failed load, whatever the cause. */
const loadFailed = { status: 502, message: "The feed could not be loaded." };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("createFeedLoader: fetching and parsing", () => {
  it("parses RSS 2.0: plain-text titles and descriptions, resolved links, ISO dates", async () => {
    const items = await createFeedLoader({ allowPrivateHosts: true })(`${base}/rss.xml`);
    items.forEach((item) => expectMatchesSchema(feedItemSchema, item));
    expect(items).toEqual([
      {
        title: "First & best",
        url: "https://blog.example.com/first",
        description: "Hello world Second paragraph",
        date: "2024-06-10T09:00:00.000Z",
      },
      { title: "Relative link", url: `${base}/posts/2`, description: "Plain text", date: null },
      { title: "No link", description: "x", date: null },
    ]);
  });

  it("parses Atom: the alternate link, html summaries and xhtml content", async () => {
    const items = await createFeedLoader({ allowPrivateHosts: true })(`${base}/atom.xml`);
    expect(items).toEqual([
      {
        title: "Atom entry",
        url: `${base}/entries/1`,
        description: "Summary text",
        date: "2024-06-01T12:00:00.000Z",
      },
      {
        title: "Xhtml content",
        url: "https://atom.example.com/2",
        description: "Rich body",
        date: "2024-04-30T22:00:00.000Z",
      },
    ]);
  });

  it("drops script, data and vbscript links and strips scripts, styles and tags (content spec §5)", async () => {
    const items = await createFeedLoader({ allowPrivateHosts: true })(`${base}/hostile.xml`);
    expect(items.map((item) => item.url)).toEqual([undefined, undefined, undefined, undefined]);
    expect(items.map((item) => item.title)).toEqual(["Script link", "Title", "Data link", "Vbscript"]);
    expect(items[0]?.description).toBe("Safe text");
    expect(items[1]?.description).toBe("Visible");
    const text = JSON.stringify(items);
    expect(text).not.toMatch(/alert|<script|onerror|javascript:|<style|iframe/i);
  });

  it("follows redirects and honours the charset the server names", async () => {
    expect((await createFeedLoader({ allowPrivateHosts: true })(`${base}/redirect`))[0]?.title).toBe(
      "First & best",
    );
    expect((await createFeedLoader({ allowPrivateHosts: true })(`${base}/latin1.xml`))[0]?.title).toBe(
      "Café & best",
    );
  });
});

describe("createFeedLoader: limits and failures", () => {
  it("refuses URLs that are not http(s) without fetching", async () => {
    const load = createFeedLoader({ allowPrivateHosts: true });
    for (const url of [
      "file:///etc/passwd",
      "javascript:alert(1)",
      "ftp://example.com/feed",
      "/relative.xml",
    ]) {
      expect((await failure(load(url))).status).toBe(400);
    }
  });

  it("gives up after the timeout", async () => {
    // The timeout is the test's to fire, once the server has the request.
    const timeout = new AbortController();
    const asked: number[] = [];
    const load = createFeedLoader({
      timeoutMs: 200,
      allowPrivateHosts: true,
      timeoutSignal: (ms) => {
        asked.push(ms);
        return timeout.signal;
      },
    });
    const pending = failure(load(`${base}/slow.xml`));
    await expect.poll(() => slowRequests.length).toBe(1);
    expect(asked).toEqual([200]);
    timeout.abort(new DOMException("The operation timed out.", "TimeoutError"));
    expect(await pending).toMatchObject(loadFailed);
  });

  it("stops reading past 1 MB, whether or not the size was declared", async () => {
    const load = createFeedLoader({ allowPrivateHosts: true });
    expect(await failure(load(`${base}/huge.xml`))).toMatchObject(loadFailed);
    expect(await failure(load(`${base}/declared-huge.xml`))).toMatchObject(loadFailed);
    const roomier = createFeedLoader({ allowPrivateHosts: true, maxBytes: 2 * 1024 * 1024 });
    expect(await roomier(`${base}/huge.xml`)).toEqual([]);
  });

  it("fails on error statuses and on documents that are not feeds, with the same text", async () => {
    const load = createFeedLoader({ allowPrivateHosts: true });
    expect(await failure(load(`${base}/missing.xml`))).toMatchObject(loadFailed);
    expect(await failure(load(`${base}/page.html`))).toMatchObject(loadFailed);
  });

  it("keeps a feed for 10 minutes per URL and fetches it again afterwards", async () => {
    let now = 1_000_000;
    const load = createFeedLoader({ now: () => now, allowPrivateHosts: true });
    await Promise.all([load(`${base}/count-a`), load(`${base}/count-a`)]);
    await load(`${base}/count-a`);
    expect(hits["/count-a"]).toBe(1);
    await load(`${base}/count-b`);
    expect(hits["/count-b"]).toBe(1);
    now += 10 * 60 * 1000 - 1;
    await load(`${base}/count-a`);
    expect(hits["/count-a"]).toBe(1);
    now += 2;
    await load(`${base}/count-a`);
    expect(hits["/count-a"]).toBe(2);
  });

  it("does not keep failures", async () => {
    const load = createFeedLoader({ allowPrivateHosts: true });
    await failure(load(`${base}/missing-twice.xml`));
    await failure(load(`${base}/missing-twice.xml`));
    expect(hits["/missing-twice.xml"]).toBe(2);
  });
});

describe("createFeedLoader: request forgery", () => {
  it("refuses feeds on loopback or private addresses unless allowed (more in rss-feed-forgery.test.ts)", async () => {
    for (const url of [
      "http://127.0.0.1:9/feed.xml",
      "http://10.0.0.1/feed.xml",
      "http://[::1]/feed.xml",
      "http://localhost/feed.xml",
    ]) {
      expect(await failure(createFeedLoader()(url)), url).toMatchObject(loadFailed);
    }
  });
});
