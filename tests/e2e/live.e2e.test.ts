// e2e: also on two PostgreSQL servers
import pg from "pg";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { startServerPair } from "../helpers/start-server";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** Reads the discussion; no other end-to-end file signs in as them. */
const READER = "margaret";
/** Writes in another browser. */
const WRITER = "linus";
const place: { discussionID?: number; path?: string } = {};

async function asWriter<T>(run: (api: Awaited<ReturnType<typeof sessions.apiAs>>) => Promise<T>) {
  const api = await sessions.apiAs(WRITER);
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

const postComment = (body: string) =>
  asWriter(async (api) => {
    const posted = await api.post("/api/v2/comments", {
      headers: XHR,
      data: { discussionID: place.discussionID, body, format: "text" },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    return ((await posted.json()) as { commentID: number }).commentID;
  });

/** Opens the discussion as the reader and resolves once its live stream (with the discussion) answered. */
async function openAsReader(page: Page): Promise<void> {
  await sessions.signInAs(page.context(), READER);
  const stream = page.waitForResponse(
    (response) =>
      response.url().includes("/api/v2/live?") &&
      response.url().includes(`discussion%3A${place.discussionID}`),
  );
  await page.goto(`${browser.baseURL}${place.path}`);
  expect((await stream).status()).toBe(200);
}

beforeAll(async () => {
  await asWriter(async (api) => {
    const created = await api.post("/api/v2/discussions", {
      headers: XHR,
      data: {
        name: "Live, tried in two browsers",
        body: "Comments here arrive while you read.",
        format: "text",
        categoryID: await categoryIDByName(api, "General"),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const discussion = (await created.json()) as { discussionID: number; url: string };
    place.discussionID = discussion.discussionID;
    place.path = new URL(discussion.url, browser.baseURL).pathname;
  });
});

describe("live updates", () => {
  it("a discussion started in one browser is announced on the other's list and listed first on request", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), READER);
    const stream = page.waitForResponse(
      (response) => response.url().includes("/api/v2/live?") && response.url().includes("discussions"),
    );
    await page.goto(`${browser.baseURL}/discussions`);
    expect((await stream).status()).toBe(200);
    const name = "Started while you were reading the list";
    await asWriter(async (api) => {
      const created = await api.post("/api/v2/discussions", {
        headers: XHR,
        data: { name, body: "New here.", format: "text", categoryID: await categoryIDByName(api, "General") },
      });
      expect(created.status(), await created.text()).toBe(201);
    });
    const notice = page.getByRole("button", { name: "1 new discussion" });
    await notice.waitFor();
    expect(await page.getByRole("link", { name }).count()).toBe(0);
    await notice.click();
    await page.getByRole("link", { name }).waitFor();
    await page.waitForFunction((text) => document.activeElement?.textContent?.includes(text), name);
  });

  it("a comment posted in one browser shows as '1 new comment' in the other, then in the thread on request with focus", async () => {
    const page = browser.page();
    await openAsReader(page);
    const text = "Posted from the other browser.";
    const commentID = await postComment(text);
    const notice = page.getByRole("button", { name: "1 new comment" });
    await notice.waitFor();
    // Announced, not inserted: the thread does not move under the reader.
    expect(await page.getByText(text).count()).toBe(0);
    await notice.click();
    await page.getByText(text).waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === `Comment_${id}`, commentID);
    expect(await notice.count()).toBe(0);
  });

  it("the title bar's notification count of a mentioned member rises without a reload", async () => {
    const page = browser.page();
    await openAsReader(page);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    const before = (await bell.getAttribute("aria-label")) ?? (await bell.innerText());
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    await postComment(`A word for @${READER}.`);
    await page.waitForFunction((label) => {
      const button = [...document.querySelectorAll("button")].find((b) =>
        (b.getAttribute("aria-label") ?? b.textContent ?? "").startsWith("Notifications"),
      );
      return button !== undefined && (button.getAttribute("aria-label") ?? button.textContent) !== label;
    }, before);
    expect(navigations).toEqual([]);
  });
});

describe("live job progress", () => {
  /** Made a moderator here; no other end-to-end file signs in as them. */
  const MODERATOR = "ada";

  it("a moderator's long-running job that another tab drives shows its progress, then its outcome", async () => {
    const admin = await sessions.apiAs("admin");
    const roles = (await (await admin.get("/api/v2/roles")).json()) as Array<{
      roleID: number;
      type: string;
    }>;
    const users = (await (await admin.get(`/api/v2/users/by-names?name=${MODERATOR}`)).json()) as Array<{
      userID: number;
      name: string;
    }>;
    const user = users.find((candidate) => candidate.name === MODERATOR);
    const roleID = roles
      .filter((role) => role.type === "member" || role.type === "moderator")
      .map((r) => r.roleID);
    const promoted = await admin.patch(`/api/v2/users/${user!.userID}`, { headers: XHR, data: { roleID } });
    expect(promoted.status(), await promoted.text()).toBe(200);
    await admin.dispose();

    const page = browser.page();
    await sessions.signInAs(page.context(), MODERATOR);
    const stream = page.waitForResponse(
      (response) => response.url().includes("/api/v2/live?") && response.url().includes("me"),
    );
    await page.goto(`${browser.baseURL}/discussions`);
    expect((await stream).status()).toBe(200);

    // The other tab: reopening discussions that are open is done at once and changes nothing for the
    // other tests; ids that do not exist fail. 120 ids at 50 a call take three calls.
    const tab = await sessions.apiAs(MODERATOR);
    const list = (await (await tab.get("/api/v2/discussions?limit=100")).json()) as Array<{
      discussionID: number;
      closed: boolean;
    }>;
    const open = list.filter((d) => !d.closed).map((d) => d.discussionID);
    const missing = Array.from({ length: 120 - open.length }, (_, i) => 900_000_000 + i);
    const first = await tab.patch("/api/v2/discussions/close", {
      headers: XHR,
      data: { discussionIDs: [...open, ...missing], closed: false },
    });
    expect(first.status()).toBe(408);
    const resume = async (response: typeof first) =>
      tab.post("/api/v2/calls/run", {
        headers: { ...XHR, "Content-Type": "application/system-signed-token" },
        data: ((await response.json()) as { callbackPayload: string }).callbackPayload,
      });
    const second = await resume(first);
    expect(second.status()).toBe(408);
    const bar = page.getByRole("progressbar", { name: "Reopening discussions" });
    await bar.waitFor();
    expect(await bar.getAttribute("aria-valuetext")).toBe("100 of 120");
    expect((await resume(second)).status()).toBe(200);
    await page.getByText(`Finished: ${open.length} done, ${missing.length} failed.`).waitFor();
    expect(await bar.count()).toBe(0);
    await page.getByRole("button", { name: "Close" }).click();
    await tab.dispose();
  });
});

/** Runs one statement on the PostgreSQL cluster the end-to-end servers use. */
async function onCluster(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.PLAZA_E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(inject("serverPair"))("live updates when a server stops", () => {
  it("a browser whose server stops mid-stream reconnects to the other and misses no comment (Last-Event-ID)", async () => {
    // Two servers of its own on a fresh database: stopping one must not disturb the other files' pair.
    const name = `plaza_e2e_live_${process.pid}`;
    await onCluster(`drop database if exists ${name} with (force)`);
    await onCluster(`create database ${name}`);
    const url = new URL(process.env.PLAZA_E2E_DATABASE_URL!);
    url.pathname = `/${name}`;
    const pair = await startServerPair(url.toString(), { PLAZA_TEST_HOOKS: "1" });
    try {
      const own = sessionCache(pair.baseURL);
      const writer = await own.apiAs(WRITER);
      const post = async (body: string) => {
        const posted = await writer.post("/api/v2/comments", {
          headers: XHR,
          data: { discussionID, body, format: "text" },
        });
        expect(posted.status(), await posted.text()).toBe(201);
      };
      const created = await writer.post("/api/v2/discussions", {
        headers: XHR,
        data: {
          name: "Live across a restart",
          body: "Comments here arrive while a server stops.",
          format: "text",
          categoryID: await categoryIDByName(writer, "General"),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { discussionID, url: address } = (await created.json()) as { discussionID: number; url: string };

      const page = browser.page();
      await own.signInAs(page.context(), READER);
      const stream = page.waitForResponse(
        (response) =>
          response.url().includes("/api/v2/live?") && response.url().includes(`discussion%3A${discussionID}`),
      );
      await page.goto(`${pair.baseURL}${new URL(address, pair.baseURL).pathname}`);
      const backend = (await (await stream).allHeaders())["x-plaza-backend"] as "a" | "b";
      await post("Before the stop.");
      await page.getByRole("button", { name: "1 new comment" }).waitFor();

      // The stream's server stops; a comment posted meanwhile on the other arrives after the reconnect.
      await pair.stopOne(backend);
      await post("While the stream was away.");
      await page.getByRole("button", { name: "2 new comments" }).waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: "2 new comments" }).click();
      await page.getByText("While the stream was away.").waitFor();
      await page.getByText("Before the stop.").waitFor();
      await writer.dispose();
    } finally {
      await pair.stop();
      await onCluster(`drop database if exists ${name} with (force)`);
    }
  }, 90_000);
});
