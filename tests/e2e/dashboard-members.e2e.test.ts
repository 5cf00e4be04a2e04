import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

// Dashboard → Members in Chromium: an administrator finds a member, bans them with a reason (their
// next write is refused at once) and unbans them.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

beforeEach(() => browser.page().setDefaultTimeout(15_000));

describe("the members section of the dashboard", () => {
  it("members: an admin searches, bans with a reason and unbans; the banned member's comment is refused", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "admin");
    await page.goto("/dashboard/members", { waitUntil: "networkidle" });
    await page.getByRole("searchbox", { name: "Search members" }).fill("katherine");
    const table = page.getByRole("table", { name: "Members" });
    await table.getByRole("link", { name: "katherine" }).waitFor();
    await expect.poll(() => table.getByRole("row").count()).toBe(2); // the header and katherine

    await page.getByRole("button", { name: "Ban katherine", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Ban katherine", exact: true });
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Off-topic flooding");
    await dialog.getByRole("button", { name: "Ban", exact: true }).click();
    await table.getByText("Banned").waitFor();

    const katherine = await sessions.apiAs("katherine");
    try {
      const discussions = await (await katherine.get("/api/v2/discussions?limit=1")).json();
      const refused = await katherine.post("/api/v2/comments", {
        headers: XHR,
        data: {
          discussionID: discussions[0].discussionID,
          body: JSON.stringify([{ type: "p", children: [{ text: "Still here" }] }]),
        },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).description).toBe("You have been banned.");
    } finally {
      await katherine.dispose();
    }

    await page.getByRole("button", { name: "Unban katherine" }).click();
    const unban = page.getByRole("dialog", { name: "Unban katherine" });
    await unban.getByText("Banned for: Off-topic flooding").waitFor();
    await unban.getByRole("button", { name: "Unban", exact: true }).click();
    // exact: a role name matches by substring, and "Unban katherine" holds "ban katherine".
    await page.getByRole("button", { name: "Ban katherine", exact: true }).waitFor();
    await expect.poll(() => table.getByText("Banned", { exact: true }).count()).toBe(0);
  });
});
