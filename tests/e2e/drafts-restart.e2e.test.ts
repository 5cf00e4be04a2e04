// e2e: also on two PostgreSQL servers (drafts saved on the server outlive a restart of every server).
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../helpers/start-server";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
/** A server of this file's own, stopped and started again on the same port and data folder. */
let server: RunningServer;
let port = 0;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startBuiltServer();
  port = Number(new URL(server.baseURL).port);
});
afterAll(async () => {
  await context?.close();
  await server.stop();
});

it("a comment typed while the server is stopped reaches it once the server is back, with nothing done by the member (content spec §4)", async () => {
  const sessions = sessionCache(server.baseURL);
  context = await browser.page().context().browser()!.newContext({ baseURL: server.baseURL });
  await sessions.signInAs(context, "member");
  const page = await context.newPage();
  await page.goto("/discussion/1", { waitUntil: "networkidle" });
  const comment = page.getByRole("textbox", { name: "Comment" });
  await comment.click();

  const dataDir = server.dataDir;
  await server.stop({ keepData: true });
  let failed = 0;
  page.on("requestfailed", (request) => {
    if (request.url().includes("/api/v2/drafts")) failed += 1;
  });
  await page.keyboard.type("Written while the server was down");
  // The 5 s save finds no server.
  await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(0);

  server = await startBuiltServer({}, dataDir, port);
  await page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v2/drafts") &&
      response.request().method() === "POST" &&
      response.status() === 201,
    { timeout: 20_000 },
  );
  const api = await sessions.apiAs("member");
  try {
    const drafts = (await (await api.get("/api/v2/drafts?recordType=comment")).json()) as Array<{
      attributes: { body: string };
    }>;
    expect(drafts.map((draft) => draft.attributes.body).join()).toContain(
      "Written while the server was down",
    );
  } finally {
    await api.dispose();
  }
}, 60_000);
