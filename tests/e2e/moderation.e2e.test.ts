// e2e: also on two PostgreSQL servers (a long-running job is stored in the database and run by whichever server is asked).
import fs from "node:fs";
import type { APIRequestContext, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const signInAs = (username: string) => sessions.signInAs(browser.page().context(), username);
fs.mkdirSync("test-results/screenshots", { recursive: true });

beforeEach(() => browser.page().setDefaultTimeout(15_000));

/** Runs `work` with an API context signed in as `username`. */
async function asUser<T>(username: string, work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await sessions.apiAs(username);
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** Starts a discussion as `username` in `category`; answers its id and path. */
async function startDiscussion(api: APIRequestContext, name: string, categoryID: number) {
  const created = await api.post("/api/v2/discussions", {
    headers: XHR,
    data: { name, body: "Posted for the moderators to work on.", format: "text", categoryID },
  });
  expect(created.status(), await created.text()).toBe(201);
  const discussion = (await created.json()) as { discussionID: number; url: string };
  return { discussionID: discussion.discussionID, path: new URL(discussion.url, browser.baseURL).pathname };
}

async function discussionAs(username: string, discussionID: number) {
  return asUser(username, async (api) => {
    const response = await api.get(`/api/v2/discussions/${discussionID}`);
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  });
}

/** Opens the post's "Discussion Options" menu and chooses `item`. */
async function choose(page: Page, item: string) {
  await page.getByRole("button", { name: "Discussion Options" }).first().click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

describe("moderation, tried as a moderator would", () => {
  it("closes, reopens, sinks, announces, bumps, moves and deletes a discussion from its options menu", async () => {
    const title = "A thread that needs a moderator";
    const { discussionID, path } = await asUser("member", async (api) =>
      startDiscussion(api, title, await categoryIDByName(api, "General")),
    );
    await signInAs("moderator");
    const page = browser.page();
    await page.goto(path, { waitUntil: "networkidle" });
    const post = page.getByRole("article", { name: title });

    await choose(page, "Close");
    await post.getByText("Closed", { exact: true }).waitFor();
    expect((await discussionAs("moderator", discussionID)).body.closed).toBe(true);

    await choose(page, "Reopen"); // the menu offers the reverse action
    await post.getByText("Closed", { exact: true }).waitFor({ state: "detached" });
    expect((await discussionAs("moderator", discussionID)).body.closed).toBe(false);

    await choose(page, "Sink");
    await expect.poll(async () => (await discussionAs("moderator", discussionID)).body.sink).toBe(true);
    await page.getByRole("button", { name: "Discussion Options" }).first().click();
    await page.getByRole("menuitem", { name: "Unsink", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    // A sunk discussion is marked on its page.
    await post.getByText("Sunk", { exact: true }).waitFor();

    await choose(page, "Announce");
    const announce = page.getByRole("dialog", { name: "Announce" });
    await announce.getByRole("radio", { name: "In General." }).check();
    await announce.getByRole("button", { name: "Save" }).click();
    await announce.waitFor({ state: "detached" });
    const announced = (await discussionAs("moderator", discussionID)).body;
    expect(announced.pinned).toBe(true);
    expect(announced.pinLocation).toBe("category");

    await choose(page, "Bump");
    await page.getByText("Success! This post has been bumped.").waitFor();

    await choose(page, "Move Post");
    const move = page.getByRole("dialog", { name: "Move Post" });
    await move.getByRole("combobox", { name: "Category" }).fill("Off");
    await page.getByRole("option", { name: "Off Topic" }).click();
    await move.getByRole("button", { name: "Move" }).click();
    await move.waitFor({ state: "detached" });
    await post.getByRole("link", { name: "Off Topic" }).waitFor();

    await choose(page, "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete Discussion" });
    await confirm.getByText("Are you sure you want to delete this discussion?").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/categories\/(off-topic|\d+)$/);
    await expect.poll(() => page.title()).toMatch(/^Off Topic - /);
    expect((await discussionAs("moderator", discussionID)).status).toBe(404);
  });

  it("selects 150 discussions across pages (kept through a reload) and moves them in a long-running job with a progress bar and per-item outcomes", async () => {
    const stamp = Date.now().toString(36);
    // Made by the admin: staff are not held to the posting limits a member is (10 discussions a minute).
    const ids = await asUser("admin", async (api) => {
      const categoryID = await categoryIDByName(api, "Ideas & Feedback");
      const made: number[] = [];
      for (let i = 0; i < 150; i++) {
        made.push((await startDiscussion(api, `Bulk idea ${stamp} #${i + 1}`, categoryID)).discussionID);
      }
      return made;
    });
    await signInAs("moderator");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const listPath = "/categories/ideas-feedback?sort=-dateInserted";
    await page.goto(listPath, { waitUntil: "networkidle" });

    const ours = page.getByRole("checkbox", { name: new RegExp(`^Select discussion: Bulk idea ${stamp} #`) });
    const selectPage = async () => {
      const count = await ours.count();
      for (let i = 0; i < count; i++) await ours.nth(i).check();
      return count;
    };
    let selected = 0;
    for (let pageNumber = 1; selected < 150; pageNumber++) {
      selected += await selectPage();
      await page.getByText(`You have selected ${selected} discussions.`).waitFor();
      if (pageNumber === 2) {
        // A reload in the middle keeps the selection (content spec §4: persisted storage).
        await page.reload({ waitUntil: "networkidle" });
        await page.getByText(`You have selected ${selected} discussions.`).waitFor();
        expect(await ours.first().isChecked()).toBe(true);
      }
      if (selected < 150) {
        await page
          .getByRole("navigation", { name: "Pagination", exact: true })
          .getByRole("link", { name: "Next" })
          .click();
        await page.waitForURL(`**/categories/*/p${pageNumber + 1}?sort=-dateInserted`);
        // The page before stays on screen (busy) until the next one's list arrives: counting its
        // checkboxes again would count them twice.
        await page
          .getByRole("navigation", { name: "Pagination", exact: true })
          .getByText(new RegExp(`^Page ${pageNumber + 1}( of \\d+)?$`))
          .waitFor();
        await ours.first().waitFor();
      }
    }
    expect(selected).toBe(150);

    // One of them goes away before the job runs: its outcome must be an error, the others' success.
    const gone = ids[75]!;
    await asUser("admin", async (api) => {
      expect((await api.delete(`/api/v2/discussions/${gone}`, { headers: XHR })).status()).toBe(204);
    });

    const resumeCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v2/calls/run")) resumeCalls.push(request.url());
    });
    await page.getByRole("button", { name: "Move", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Move Discussions" });
    await dialog.getByRole("combobox", { name: "Category" }).fill("Off");
    await page.getByRole("option", { name: "Off Topic" }).click();
    await dialog.getByRole("button", { name: "Move", exact: true }).click();

    const progress = dialog.getByRole("progressbar", { name: "Progress" });
    await progress.waitFor();
    expect(await progress.getAttribute("aria-valuemax")).toBe("150");
    await dialog.getByText(/^\d+ of 150$/).waitFor();
    await page.screenshot({ path: "test-results/screenshots/bulk-move-progress.png" });
    const outcomes = dialog.getByRole("list", { name: "Discussions" });
    await expect
      .poll(() => outcomes.getByText("Done", { exact: true }).count(), { timeout: 30_000 })
      .toBe(149);
    expect(await outcomes.getByText(/^Failed: /).count()).toBe(1);
    expect(resumeCalls.length).toBeGreaterThanOrEqual(2); // three calls in all: the move, then two resumes
    await page.screenshot({ path: "test-results/screenshots/bulk-move-done.png" });

    // The failed one returns to the checked selection; the moved ones left it.
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click(); // the footer's, beside the header's ×
    await page.getByText("You have selected 1 discussions.").waitFor();

    const moved = await asUser("moderator", async (api) => {
      const offTopicID = await categoryIDByName(api, "Off Topic");
      const rows = await Promise.all(
        ids
          .filter((id) => id !== gone)
          .map(async (id) => (await api.get(`/api/v2/discussions/${id}`)).json()),
      );
      return rows.filter((row: { categoryID: number }) => row.categoryID === offTopicID).length;
    });
    expect(moved).toBe(149);
  }, 120_000); // 150 discussions made, selected by hand over five pages and moved
});
