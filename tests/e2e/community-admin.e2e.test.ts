import fs from "node:fs";
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

// Moderators and admins run the community from the browser: the report queue, categories, the
// reaction log, adding a member, revision history and questions, each checked with axe.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
fs.mkdirSync("test-results/screenshots", { recursive: true });

async function as<T>(user: string, call: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await sessions.apiAs(user);
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A new discussion by member2 with one comment by member2, made through the API. */
async function postWithComment(title: string, comment: string) {
  return as("member2", async (api) => {
    const categories = await json<Array<{ categoryID: number; urlcode: string }>>(
      await api.get("/api/v2/categories?maxDepth=1"),
    );
    const categoryID =
      categories.find((c) => c.urlcode === "general")?.categoryID ?? categories[0]!.categoryID;
    const discussion = await json<{ discussionID: number }>(
      await api.post("/api/v2/discussions", {
        headers: XHR,
        data: { name: title, body: "The first words.", format: "markdown", categoryID },
      }),
      201,
    );
    const posted = await json<{ commentID: number }>(
      await api.post("/api/v2/comments", {
        headers: XHR,
        data: { discussionID: discussion.discussionID, body: comment, format: "markdown" },
      }),
      201,
    );
    return { discussionID: discussion.discussionID, commentID: posted.commentID, categoryID };
  });
}

async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
}

describe("moderators and admins in the browser", () => {
  it(
    "report queue: a member reports a comment; a moderator sees the count, reads the reported text, resolves it telling the reporter, who is told; axe finds nothing",
    { timeout: 120_000 },
    async () => {
      const text = `Reported words ${Date.now()}`;
      const { commentID } = await postWithComment(`Report me ${Date.now()}`, text);
      await as("member", async (api) =>
        json(
          await api.post(`/api/v2/comments/${commentID}/reports`, { headers: XHR, data: { reason: "Rude" } }),
          201,
        ),
      );
      const page = browser.page();
      await sessions.signInAs(page.context(), "moderator");
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/", { waitUntil: "networkidle" });
      await page
        .getByRole("button", { name: /account/i })
        .first()
        .click();
      const reportsLink = page.getByRole("menuitem", { name: /^Reports/ });
      expect(await reportsLink.textContent()).toMatch(/\d/);
      await reportsLink.click();
      await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
      const entry = page.getByRole("listitem").filter({ hasText: text });
      await entry.first().waitFor();
      await settled(page);
      expect(await axeViolations(page), "the report queue").toEqual([]);
      await page.screenshot({ path: "test-results/screenshots/report-queue-1280.png" });
      await entry.first().getByRole("button", { name: "Resolve" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Note (optional)").fill("Spoke to them.");
      await dialog.getByLabel("Tell the reporter").check();
      expect(await axeViolations(page), "the resolve dialog").toEqual([]);
      await dialog.getByRole("button", { name: "Resolve" }).click();
      await page.getByText("The reports were resolved.").waitFor();
      await expect
        .poll(() =>
          as("member", async (api) =>
            JSON.stringify(await json(await api.get("/api/v2/notifications?limit=10"))),
          ),
        )
        .toContain("Spoke to them.");
    },
  );

  it(
    "categories: an admin adds a category under a parent in the dashboard, moves it with the keyboard, hides it from guests, and a guest no longer sees it; axe finds nothing",
    { timeout: 120_000 },
    async () => {
      const name = `Quiet corner ${Date.now()}`;
      const page = browser.page();
      await sessions.signInAs(page.context(), "admin");
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/dashboard/categories", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "New category" }).click();
      const form = page.getByRole("dialog");
      await form.getByRole("textbox", { name: /^Name/ }).fill(name);
      const parent = form.getByRole("combobox", { name: /Parent/ });
      const general = await parent.locator("option", { hasText: "General" }).first().getAttribute("value");
      await parent.selectOption(general!);
      expect(await axeViolations(page), "the new category form").toEqual([]);
      await form.getByRole("button", { name: "Save" }).click();
      await form.waitFor({ state: "detached" });
      const up = page.getByRole("button", { name: `Move ${name} up` });
      await up.waitFor();
      await up.focus();
      await page.keyboard.press("Enter");
      await page.getByText(new RegExp(`${name} moved to position \\d+ of \\d+\\.`)).waitFor();
      expect(await axeViolations(page), "the categories section").toEqual([]);
      await page.screenshot({ path: "test-results/screenshots/dashboard-categories-1280.png" });

      const categoryID = await as("admin", async (api) => {
        const tree = await json<Array<{ categoryID: number; name: string; children?: unknown[] }>>(
          await api.get("/api/v2/categories?maxDepth=5&outputFormat=flat"),
        );
        const found = tree.find((c) => c.name === name);
        expect(found).toBeDefined();
        const guest = (
          await json<Array<{ roleID: number; type: string }>>(await api.get("/api/v2/roles"))
        ).find((role) => role.type === "guest")!;
        await json(
          await api.put(`/api/v2/categories/${found!.categoryID}/permissions`, {
            headers: XHR,
            data: {
              customPermissions: true,
              roles: [{ roleID: guest.roleID, permissions: { "discussions.view": false } }],
            },
          }),
        );
        return found!.categoryID;
      });
      const guest = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
      try {
        const guestPage = await guest.newPage();
        await guestPage.goto("/categories", { waitUntil: "networkidle" });
        await guestPage.getByRole("heading", { level: 1 }).first().waitFor();
        expect(await guestPage.getByText(name).count()).toBe(0);
        const sitemap = await guest.request.get("/sitemap.xml");
        expect(await sitemap.text()).not.toContain(`/categories/${categoryID}`);
        const asGuest = await guest.request.get(`/api/v2/categories/${categoryID}`);
        expect(asGuest.status()).toBe(404);
      } finally {
        await guest.close();
      }
    },
  );

  it(
    "the reaction log, Add Member, revision history and Ask a Question have no axe violations",
    { timeout: 120_000 },
    async () => {
      const { discussionID } = await postWithComment(`Edited ${Date.now()}`, "A reply.");
      await as("member2", async (api) => {
        await json(
          await api.patch(`/api/v2/discussions/${discussionID}`, {
            headers: XHR,
            data: { body: "The second words." },
          }),
        );
      });
      await as("member", async (api) => {
        await json(
          await api.post(`/api/v2/discussions/${discussionID}/reactions`, {
            headers: XHR,
            data: { reactionType: "Like" },
          }),
        );
      });
      const page = browser.page();
      await sessions.signInAs(page.context(), "admin");
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`/discussion/${discussionID}`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Reaction Log" }).first().click();
      const log = page.getByRole("dialog", { name: "Reaction Log" });
      await log.getByRole("listitem").first().waitFor();
      expect(await axeViolations(page), "the reaction log").toEqual([]);
      await page.keyboard.press("Escape");

      await page.goto(`/log/filter?recordType=discussion&recordID=${discussionID}`, {
        waitUntil: "networkidle",
      });
      await page
        .getByRole("button", { name: /Restore/ })
        .first()
        .waitFor();
      expect(await axeViolations(page), "revision history").toEqual([]);

      await page.goto("/dashboard/members", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Add Member" }).click();
      await page.getByRole("dialog", { name: "Add Member" }).waitFor();
      expect(await axeViolations(page), "the Add Member dialog").toEqual([]);
      await page.keyboard.press("Escape");

      await as("admin", async (api) =>
        json(await api.patch("/api/v2/addons/qna", { headers: XHR, data: { enabled: true } })),
      );
      try {
        await page.goto("/post/question", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: "Ask a Question" }).waitFor();
        expect(await axeViolations(page), "Ask a Question").toEqual([]);
      } finally {
        await as("admin", async (api) =>
          json(await api.patch("/api/v2/addons/qna", { headers: XHR, data: { enabled: false } })),
        );
      }
    },
  );
});
