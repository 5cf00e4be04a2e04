// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { rssWidgetSchema } from "../../../schemas/widgets/rss-widget.schema";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { createFeedLoader } from "../../services/site/rss-feed";
import { hydrateNode } from "../hydrate-layout";
import { rssWidgetHydrator } from "./rss-widget";

afterEach(() => vi.unstubAllEnvs());

const item = (n: number) =>
  `<item><title>Post ${n}</title><link>https://blog.example.com/${n}</link><description>&lt;b&gt;Body ${n}&lt;/b&gt;</description></item>`;
const feed = `<rss version="2.0"><channel>${[1, 2, 3, 4, 5, 6, 7].map(item).join("")}</channel></rss>`;

let app: FastifyInstance;
let feedServer: http.Server;
let base: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  feedServer = http.createServer((request, response) => {
    const isFeed = request.url === "/feed.xml";
    response.writeHead(isFeed ? 200 : 500, { "content-type": isFeed ? "application/rss+xml" : "text/plain" });
    response.end(isFeed ? feed : "broken");
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => feedServer.close(() => resolve()));
});

describe("RSSWidget hydrator", () => {
  it("preloads the first five items by default, as plain text", async () => {
    const hydrate = rssWidgetHydrator(createFeedLoader({ allowPrivateHosts: true }));
    const props = await hydrate({ title: "Blog", feedUrl: `${base}/feed.xml` }, await hydrateContextFor(app));
    expectMatchesSchema(rssWidgetSchema, props);
    const items = props.items as { title: string; description: string }[];
    expect(items.map((i) => i.title)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5"]);
    expect(items[0]?.description).toBe("Body 1");
  });

  it("preloads as many items as the limit asks for", async () => {
    const hydrate = rssWidgetHydrator(createFeedLoader({ allowPrivateHosts: true }));
    const props = await hydrate({ feedUrl: `${base}/feed.xml`, limit: 2 }, await hydrateContextFor(app));
    expect(props.items).toHaveLength(2);
  });

  it("hydrates a react.rss node through the app's loader", async () => {
    vi.stubEnv("PLAZA_RSS_ALLOW_PRIVATE", "1");
    const node = await hydrateNode(
      { $hydrate: "react.rss", feedUrl: `${base}/feed.xml`, limit: 3 },
      await hydrateContextFor(app),
    );
    expect(node.$reactComponent).toBe("RSSWidget");
    expect(node.$reactProps.items).toHaveLength(3);
  });

  it("turns a feed that fails to load into a LayoutError node", async () => {
    vi.stubEnv("PLAZA_RSS_ALLOW_PRIVATE", "1");
    const node = await hydrateNode(
      { $hydrate: "react.rss", feedUrl: `${base}/broken.xml` },
      await hydrateContextFor(app),
    );
    expect(node).toMatchObject({
      $reactComponent: "LayoutError",
      $reactProps: {
        componentName: "RSSWidget",
        message: "The feed could not be loaded.",
      },
    });
  });
});
