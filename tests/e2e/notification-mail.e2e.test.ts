import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../helpers/start-server";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const MEGA_THREAD = "Show us your setup (mega thread)";

/** The element's top edge lies within the viewport. */
function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.top < window.innerHeight;
}

describe("a mention mailed through the outbox opens the comment, and its unsubscribe link a page (content spec §4 notifications)", () => {
  // A server of this file's own, so its outbox folder can be read as a site owner would.
  let server: RunningServer;
  let sessions: ReturnType<typeof sessionCache>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-e2e-notification-mail-"));
  beforeAll(async () => {
    server = await startBuiltServer({}, dataDir);
    sessions = sessionCache(server.baseURL);
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => browser.page().setDefaultTimeout(10_000));

  /** Every mail in the outbox, oldest first. */
  function outbox(): string[] {
    const folder = path.join(dataDir, "outbox");
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .sort()
      .map((name) => fs.readFileSync(path.join(folder, name), "utf8"));
  }

  it("member mentions @member2 on a late page of a long thread; the mailed link opens that page at the comment", async () => {
    const reader = await sessions.apiAs("member2");
    const writer = await sessions.apiAs("member");
    let commentID = 0;
    try {
      const me = (await (await reader.get("/api/v2/users/me")).json()) as { userID: number };
      const saved = await reader.patch(`/api/v2/notification-preferences/${me.userID}`, {
        headers: XHR,
        data: { Mention: { email: true }, emailFrequency: "each" },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      let discussionID: number | undefined;
      for (let p = 1; discussionID === undefined && p <= 10; p++) {
        const rows = (await (await writer.get(`/api/v2/discussions?limit=100&page=${p}`)).json()) as Array<{
          discussionID: number;
          name: string;
        }>;
        discussionID = rows.find((row) => row.name === MEGA_THREAD)?.discussionID;
        if (rows.length < 100) break;
      }
      expect(discussionID).toBeDefined();
      const posted = await writer.post("/api/v2/comments", {
        headers: XHR,
        data: { discussionID, body: "Nice desk, @member2, where is the lamp from?", format: "markdown" },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      commentID = ((await posted.json()) as { commentID: number }).commentID;
    } finally {
      await reader.dispose();
      await writer.dispose();
    }

    // The server's mail loop sends it within seconds; wait for it to land, not for a fixed time.
    const permalink = `/discussion/comment/${commentID}#Comment_${commentID}`;
    let mail = "";
    await expect
      .poll(
        () => {
          mail = outbox().find((text) => text.includes(permalink)) ?? "";
          return mail;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toContain("Hello member2,");
    expect(mail).toContain("member mentioned you in “Show us your setup (mega thread)”");
    const link = new RegExp(`https?://\\S+${permalink.replace(/[/#]/g, "\\$&")}`).exec(mail)?.[0];
    expect(link, mail).toBeDefined();

    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await sessions.signInAs(page.context(), "member2");
    const opened = new URL(link!);
    await page.goto(`${server.baseURL}${opened.pathname}${opened.hash}`, { waitUntil: "networkidle" });
    const comment = page.locator(`#Comment_${commentID}`);
    await comment.waitFor();
    expect(await comment.getAttribute("aria-current")).toBe("true");
    await expect.poll(() => comment.evaluate(isInViewport)).toBe(true);
    // Not the first page: the thread's last one, which holds the new comment.
    const pager = page.getByRole("navigation", { name: "Pagination", exact: true });
    const position = await pager.getByText(/^Page \d+ of \d+$/).textContent();
    const [, current, last] = /^Page (\d+) of (\d+)$/.exec(position ?? "") ?? [];
    expect(Number(current)).toBeGreaterThan(1);
    expect(current).toBe(last);

    // The same notification in member2's Notifications menu leads to the same comment.
    await page.goto(`${server.baseURL}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await page
      .getByRole("menuitem", { name: /member mentioned you in “Show us your setup \(mega thread\)”/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/discussion/comment/${commentID}`);
    await comment.waitFor();
    expect(await comment.getAttribute("aria-current")).toBe("true");
    await expect.poll(() => comment.evaluate(isInViewport)).toBe(true);

    // A demo notification about a comment, on the notifications page, opens that comment too. The
    // member's page goes first: its live stream, reopened for the page's topics, would otherwise ask
    // again without the session and be refused (401) on the console.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await sessions.signInAs(page.context(), "member");
    await page.goto(`${server.baseURL}/profile/notifications`, { waitUntil: "networkidle" });
    const seeded = page.getByRole("link", { name: /commented on/ }).first();
    const href = (await seeded.getAttribute("href")) ?? "";
    const seededID = /^\/discussion\/comment\/(\d+)#Comment_\1$/.exec(href)?.[1];
    expect(seededID, href).toBeDefined();
    await seeded.click();
    await page.waitForURL((url) => url.pathname === `/discussion/comment/${seededID}`);
    const seededComment = page.locator(`#Comment_${seededID}`);
    await seededComment.waitFor();
    expect(await seededComment.getAttribute("aria-current")).toBe("true");

    // The mail's unsubscribe link opens a page that names the kind; only its button stops the mail.
    // The body's link (the List-Unsubscribe header names the one-click API call instead).
    const unsubscribe = /https?:\/\/[^/\s<>]+\/unsubscribe\/[\w.-]+/.exec(mail)?.[0];
    expect(unsubscribe, mail).toBeDefined();
    await page.goto("about:blank");
    await page.context().clearCookies();
    await page.goto(`${server.baseURL}${new URL(unsubscribe!).pathname}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Unsubscribe" }).waitFor();
    await page.getByText("Stop getting “Mentions” notifications by email?").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText("You will no longer get “Mentions” notifications by email.").waitFor();
    expect(await page.getByRole("link", { name: "Notification Preferences" }).getAttribute("href")).toBe(
      "/profile/preferences",
    );
    const check = await sessions.apiAs("member2");
    try {
      const me = (await (await check.get("/api/v2/users/me")).json()) as { userID: number };
      const preferences = (await (
        await check.get(`/api/v2/notification-preferences/${me.userID}`)
      ).json()) as {
        Mention: { email: boolean };
      };
      expect(preferences.Mention.email).toBe(false);
    } finally {
      await check.dispose();
    }

    const forged = await page.goto(`${server.baseURL}/unsubscribe/1.Mention.${"a".repeat(43)}`, {
      waitUntil: "networkidle",
    });
    expect(forged?.status()).toBe(400);
    await page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." }).waitFor();
    expect(browser.consoleErrors().filter((text) => !/400/.test(text))).toEqual([]);
  });
});
