import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** Drafts are per member: one no other end-to-end file signs in as, so no draft of theirs is in the way. */
const MEMBER = "alan";
/** Who wrote the comment the member answers. */
const AUTHOR = "grace";
const DISCARD_TEXT = "You have an unposted draft, replying to this comment will discard your draft.";
const DISCARD_QUESTION = "Are you sure you want to discard it?";

type ServerDraft = { draftID: number; attributes: { body: string } };
type ServerComment = { commentID: number; body: string; parentCommentID: number | null };

/** A discussion of the member's own with one comment by {@link AUTHOR}, made through the API. */
const place: { discussionID?: number; path?: string; commentID?: number } = {};

async function withApi<T>(
  username: string,
  run: (api: Awaited<ReturnType<typeof sessions.apiAs>>) => Promise<T>,
) {
  const api = await sessions.apiAs(username);
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

/** The member's comment drafts, read through the API. */
const serverDrafts = () =>
  withApi(MEMBER, async (api) => {
    const response = await api.get("/api/v2/drafts?recordType=comment");
    expect(response.status()).toBe(200);
    return (await response.json()) as ServerDraft[];
  });

beforeAll(async () => {
  await withApi(MEMBER, async (api) => {
    const categoryID = await categoryIDByName(api, "General");
    const created = await api.post("/api/v2/discussions", {
      headers: XHR,
      data: {
        name: "Replies, tried in a browser",
        body: "Answer a comment here.",
        format: "text",
        categoryID,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const discussion = (await created.json()) as { discussionID: number; url: string };
    place.discussionID = discussion.discussionID;
    place.path = new URL(discussion.url, browser.baseURL).pathname;
  });
  await withApi(AUTHOR, async (api) => {
    const posted = await api.post("/api/v2/comments", {
      headers: XHR,
      data: { discussionID: place.discussionID, body: "A comment worth an answer.", format: "text" },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    place.commentID = ((await posted.json()) as ServerComment).commentID;
  });
});

beforeEach(async () => {
  browser.page().setDefaultTimeout(10_000);
  await withApi(MEMBER, async (api) => {
    for (const draft of (await (await api.get("/api/v2/drafts")).json()) as ServerDraft[]) {
      await api.delete(`/api/v2/drafts/${draft.draftID}`, { headers: XHR });
    }
  });
  await sessions.signInAs(browser.page().context(), MEMBER);
});

/** Waits until the page has written its local draft holding `text` (content spec §4). */
async function waitForLocalDraft(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith("plaza:draft:") && (localStorage.getItem(key) ?? "").includes(wanted),
      ),
    text,
  );
}

describe("Reply on a comment in Chromium (content spec §4, §8)", () => {
  it("Reply while a top-level draft exists asks; Discard removes the draft, and the reply posted answers the comment", async () => {
    const page = browser.page();
    await page.goto(place.path!, { waitUntil: "networkidle" });
    const editor = page.getByRole("textbox", { name: "Comment" });
    await editor.click();
    await page.keyboard.type("A top-level thought, never posted");
    await waitForLocalDraft(page, "A top-level thought, never posted");

    const target = page.locator(`#Comment_${place.commentID}`);
    await target.getByRole("button", { name: "Reply", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: DISCARD_TEXT });
    await dialog.waitFor();
    await dialog.getByText(DISCARD_QUESTION).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).waitFor();
    await dialog.getByRole("button", { name: "Discard" }).click();
    await dialog.waitFor({ state: "detached" });

    // The box answers the comment, is emptied and has the focus: the reply is typed straight away.
    await page.getByText(`Replying to ${AUTHOR}`).waitFor();
    expect(await editor.textContent()).not.toContain("A top-level thought");
    await page.waitForFunction(
      (box) => box?.contains(document.activeElement) ?? false,
      await editor.elementHandle(),
    );
    await page.keyboard.type("Thanks, this answers it");
    await waitForLocalDraft(page, "Thanks, this answers it");
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("A top-level thought");

    await page.getByRole("button", { name: "Post Comment" }).click();
    await page.locator("li[id^=Comment_]").filter({ hasText: "Thanks, this answers it" }).waitFor();
    await page.getByText(`Replying to ${AUTHOR}`).waitFor({ state: "detached" });

    const comments = await withApi(MEMBER, async (api) => {
      const response = await api.get(`/api/v2/comments?discussionID=${place.discussionID}`);
      return (await response.json()) as ServerComment[];
    });
    const reply = comments.find((comment) => comment.body.includes("Thanks, this answers it"));
    expect(reply?.parentCommentID).toBe(place.commentID);
    expect(await serverDrafts()).toEqual([]);
  });

  it("a reply draft's link (/discussion/comment/{id}?hasDraft=true#Comment_{id}) opens it on another device, still a reply (content spec §2)", async () => {
    const page = browser.page();
    await page.goto(place.path!, { waitUntil: "networkidle" });
    await page
      .locator(`#Comment_${place.commentID}`)
      .getByRole("button", { name: "Reply", exact: true })
      .click();
    await page.getByText(`Replying to ${AUTHOR}`).waitFor();
    await page.keyboard.type("Half an answer, saved");
    // Saved to the server 5 s after the last change (content spec §4).
    await expect.poll(serverDrafts, { timeout: 15_000, interval: 500 }).toHaveLength(1);

    // Another device: no local copy, only the server's draft, found through the link.
    const other = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
    try {
      await sessions.signInAs(other, MEMBER);
      const device = await other.newPage();
      device.setDefaultTimeout(10_000);
      const link = `/discussion/comment/${place.commentID}?hasDraft=true#Comment_${place.commentID}`;
      await device.goto(link, { waitUntil: "networkidle" });
      await device.getByText(`Replying to ${AUTHOR}`).waitFor();
      const editor = device.getByRole("textbox", { name: "Comment" });
      await expect.poll(() => editor.textContent()).toContain("Half an answer, saved");
    } finally {
      await other.close();
    }
  });
});
