// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { renderApp } from "../../src/app/entry-server";
import { FALLBACK_TEMPLATE, NONCE_PLACEHOLDER } from "../../server/http/html";
import { buildTestApp, publicDiscussionIDs, signInAs } from "../helpers/server";

// The server renders pages with the app's own server entry, as the built server does with
// dist/ssr/entry-server.js (no widget styles to link here: there is no client build).
// The page template with the app's script, as the build writes it.
const template = FALLBACK_TEMPLATE.replace(
  "</body>",
  `<script type="module" crossorigin src="/assets/app.js" nonce="${NONCE_PLACEHOLDER}"></script></body>`,
);
/** The server entry the streaming app renders with (a test swaps in a freshly loaded one). */
let streamingRenderApp = renderApp;
/** An app whose pages render on the server, streaming what is not ready after `streamAfterMs`. */
const appRendering = (streamAfterMs: number) =>
  buildTestApp({
    seed: "demo",
    templateSource: {
      dev: false,
      load: async () => template,
      renderer: async () => ({
        render: (options) =>
          (streamAfterMs === 0 ? streamingRenderApp : renderApp)({ ...options, streamAfterMs }),
        assets: null,
      }),
    },
  });

let app: FastifyInstance;
let streaming: FastifyInstance;
let member = "";
beforeAll(async () => {
  // Modules load on first use here (the built server has them bundled): wait for every part.
  app = await appRendering(60_000);
  streaming = await appRendering(0);
  member = await signInAs(app, "member");
  // The first page loads the renderer's modules: do it here, under the hook's time, not a test's.
  await app.inject({ url: "/" });
}, 60_000);
afterAll(async () => {
  await app.close();
  await streaming.close();
});

/** The page without its scripts (the boot payload, React's own), so text found is in the markup. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
/** The markup inside the root element. */
const rootOf = (html: string) => {
  const start = html.indexOf(`<div id="root">`);
  const end = html.lastIndexOf(`<script type="application/json" id="plaza-boot">`);
  return html.slice(start, end);
};
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Listed {
  discussionID: number;
  name: string;
  url: string;
  body?: string;
}

describe("server-rendered pages", () => {
  it("ssr: a guest's home page holds the discussion titles in its markup, outside any script", async () => {
    const listed = (await app.inject({ url: "/api/v2/discussions?limit=5" })).json<Listed[]>();
    expect(listed.length).toBeGreaterThan(0);
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    const markup = withoutScripts(rootOf(response.body));
    for (const discussion of listed) expect(markup).toContain(escapeHtml(discussion.name));
    // A guest's page: the Sign In link is rendered, no lazy part is left as a skeleton.
    expect(markup).toContain(">Sign In</a>");
    expect(markup).not.toContain('aria-busy="true"');
  });

  it("ssr: a post page holds the discussion's body and its comments in place", async () => {
    const [discussionID] = await publicDiscussionIDs(app, { withComments: true });
    const discussion = (await app.inject({ url: `/api/v2/discussions/${discussionID}` })).json<Listed>();
    const comments = (
      await app.inject({ url: `/api/v2/comments?discussionID=${discussionID}&limit=3` })
    ).json<Array<{ body: string }>>();
    const response = await app.inject({ url: discussion.url });
    expect(response.statusCode).toBe(200);
    const markup = withoutScripts(rootOf(response.body));
    expect(markup).toContain(`>${escapeHtml(discussion.name)}</h1>`);
    const firstWords = (html: string) => (/>([^<]{12,})</.exec(`>${html}`)?.[1] ?? "").slice(0, 12);
    expect(markup).toContain(firstWords(discussion.body ?? ""));
    for (const comment of comments) expect(markup).toContain(firstWords(comment.body));
    // Nothing was moved behind a script to be revealed later: it all reads without JavaScript.
    expect(markup).not.toMatch(/<template id="B:/);
  });

  it("ssr: paging is a link, so a reader without JavaScript reaches page 2", async () => {
    const markup = withoutScripts(rootOf((await app.inject({ url: "/discussions" })).body));
    expect(markup).toMatch(/<a href="\/discussions\?page=2"[^>]*>Next<\/a>/);
  });

  it("ssr: every script carries the response's nonce, and style attributes are allowed by their hashes", async () => {
    const response = await app.inject({ url: "/" });
    await checkPolicy(response);
  });

  it("ssr: a page streamed as its parts resolve: React's scripts carry the nonce, the content follows", async () => {
    // The app's modules loaded afresh, as after a start: no widget's code or validator is loaded yet.
    vi.resetModules();
    streamingRenderApp = (await import("../../src/app/entry-server")).renderApp;
    const listed = (await streaming.inject({ url: "/api/v2/discussions?limit=3" })).json<Listed[]>();
    const response = await streaming.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    // The parts still loading were sent later, each revealed by a script of React's.
    expect(response.body).toMatch(/<template id="B:\d+">/);
    expect(response.body).toMatch(/\$RC\("B:\d+","S:\d+"\)/);
    for (const discussion of listed)
      expect(withoutScripts(response.body)).toContain(escapeHtml(discussion.name));
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(scripts.filter((attributes) => !attributes.includes("type=")).length).toBeGreaterThan(0);
    for (const attributes of scripts.filter((a) => !a.includes('type="application/json"')))
      expect(attributes).toContain(`nonce="${nonce}"`);
  });
});

describe("server-rendered pages, once their parts are loaded", () => {
  it("ssr: a page rendered again is whole at once: the widgets' code and validators loaded for one render serve the next", async () => {
    await streaming.inject({ url: "/" });
    const listed = (await streaming.inject({ url: "/api/v2/discussions?limit=3" })).json<Listed[]>();
    const response = await streaming.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<template id="B:\d+">/);
    for (const discussion of listed)
      expect(withoutScripts(rootOf(response.body))).toContain(escapeHtml(discussion.name));
  });
});

async function checkPolicy(response: { headers: Record<string, unknown>; body: string }) {
  {
    const policy = String(response.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // Every script that runs (the boot payload is data, which the policy does not govern).
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? "")
      .filter((attributes) => !attributes.includes('type="application/json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const styles = [...rootOf(response.body).matchAll(/ style="([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) {
      const hash = createHash("sha256").update(style).digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);
    expect(policy).not.toContain("'unsafe-inline'");
  }
}

describe("server-rendered pages, cached", () => {
  it("ssr: a missing post and a guest's bookmarks render their error pages with their status", async () => {
    const missing = await app.inject({ url: "/discussion/999999/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(withoutScripts(rootOf(missing.body))).toContain(">Page Not Found</h1>");
    const bookmarks = await app.inject({ url: "/discussions/bookmarked" });
    expect(bookmarks.statusCode).toBe(403);
    expect(withoutScripts(rootOf(bookmarks.body))).toContain(">Permission Problem</h1>");
  });

  it("ssr: pages rendered at the same time each show their own viewer", async () => {
    const [guest, signedIn] = await Promise.all([
      app.inject({ url: "/discussions" }),
      app.inject({ url: "/discussions", headers: { cookie: member } }),
    ]);
    expect(withoutScripts(rootOf(guest.body))).toContain(">Sign In</a>");
    expect(withoutScripts(rootOf(signedIn.body))).not.toContain(">Sign In</a>");
    // A member's own view of the list is private: the page says so to caches.
    expect(String(signedIn.headers["cache-control"])).toContain("private");
  });

  it("ssr: a complete page is one body with an ETag; the same page again answers 304", async () => {
    const first = await app.inject({ url: "/categories" });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({ url: "/categories", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });
});
