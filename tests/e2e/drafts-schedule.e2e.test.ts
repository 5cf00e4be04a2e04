// e2e: also on two PostgreSQL servers (scheduled drafts are published once, by whichever server holds the lease).
import { describe, expect, it } from "vitest";
import { request } from "playwright-core";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

/** A rich2 body of one paragraph, as the editor writes it. */
const rich2 = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

describe("scheduled discussion drafts (content spec §4 drafts, §7 drafts calls)", () => {
  it("a member schedules a draft on the drafts page; the server publishes it and it leaves the list", async () => {
    await sessions.signInAs(browser.page().context(), "member");
    const page = browser.page();
    const name = `Scheduled from the drafts page ${Date.now()}`;

    // The post form saves drafts through the same call.
    const general = await page.request.get("/api/v2/categories?limit=50");
    const categoryID = ((await general.json()) as { categoryID: number; urlcode: string }[]).find(
      (c) => c.urlcode === "general",
    )!.categoryID;
    const created = await page.request.post("/api/v2/drafts", {
      headers: XHR,
      data: {
        recordType: "discussion",
        parentRecordType: "category",
        parentRecordID: categoryID,
        attributes: {
          body: rich2("Published by the server while nobody watched."),
          format: "rich2",
          name,
          draftMeta: { name, categoryID },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { draftID } = (await created.json()) as { draftID: number };

    await page.goto("/drafts");
    const item = page.getByRole("listitem").filter({ hasText: name });
    await item.getByRole("button", { name: "Schedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Draft" });
    // A minute ahead in the member's own time zone (the dialog shows which).
    const soon = new Date(Date.now() + 2 * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = await page.evaluate((iso) => {
      const d = new Date(iso);
      return {
        y: d.getFullYear(),
        m: d.getMonth() + 1,
        d: d.getDate(),
        h: d.getHours(),
        min: d.getMinutes(),
      };
    }, soon.toISOString());
    await dialog.getByLabel("Date").fill(`${local.y}-${pad(local.m)}-${pad(local.d)}`);
    await dialog.getByLabel("Time").fill(`${pad(local.h)}:${pad(local.min)}`);
    const scheduled = page.waitForResponse((r) => r.url().includes(`/api/v2/drafts/schedule/${draftID}`));
    await dialog.getByRole("button", { name: "Schedule" }).click();
    expect((await scheduled).status()).toBe(200);
    await item.getByText("Scheduled", { exact: true }).waitFor();

    // The time can be moved through the same call.
    const dateScheduled = new Date(Date.now() + 60_000);
    const sooner = await page.request.patch(`/api/v2/drafts/schedule/${draftID}`, {
      headers: XHR,
      data: { dateScheduled: dateScheduled.toISOString() },
    });
    expect(sooner.status(), await sooner.text()).toBe(200);

    // The server's scheduler looks once as of a moment past that time (a call only the test server
    // has), instead of the test waiting for it; a guest then sees the discussion in the list.
    const look = await page.request.post("/_test/draft-scheduler/run", {
      headers: XHR,
      data: { asOf: new Date(dateScheduled.getTime() + 1000).toISOString() },
    });
    expect(look.status(), await look.text()).toBe(200);
    expect(((await look.json()) as { published: number }).published).toBeGreaterThanOrEqual(1);
    const guest = await request.newContext({ baseURL: browser.baseURL });
    const guestSees = async () => {
      const list = await guest.get("/api/v2/discussions?limit=30&sort=-dateInserted");
      return ((await list.json()) as { name: string }[]).some((d) => d.name === name);
    };
    try {
      // Two servers on PostgreSQL: the other one's kept list follows within a second.
      await expect.poll(guestSees).toBe(true);
    } finally {
      await guest.dispose();
    }

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Drafts" }).waitFor();
    expect(await page.getByRole("listitem").filter({ hasText: name }).count()).toBe(0);
    expect(browser.consoleErrors()).toEqual([]);
  });
});
