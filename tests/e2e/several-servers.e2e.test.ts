// e2e: also on two PostgreSQL servers (signs in on one server and writes through the other).
import { describe, expect, inject, it } from "vitest";
import type { Response } from "playwright-core";
import { openBrowser } from "./browser";

const browser = openBrowser();

/** One answer the page received, with the server that gave it. */
interface Answer {
  path: string;
  method: string;
  status: number;
  backend: string | undefined;
}

describe.runIf(inject("serverPair"))("two servers on one PostgreSQL database, answering in turn", () => {
  it("a member signs in on one server and comments through the other; both see the comment", async () => {
    const page = browser.page();
    const answers: Answer[] = [];
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (url.origin !== browser.baseURL) return;
      answers.push({
        path: url.pathname,
        method: response.request().method(),
        status: response.status(),
        backend: response.headers()["x-plaza-backend"],
      });
    });

    await page.goto("/entry/signin");
    await page.getByLabel("Username or Email").fill("member");
    await page.getByLabel("Password").fill("plaza-demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${browser.baseURL}/`);
    await page.getByTestId("current-user").waitFor();
    const signIn = answers.find((a) => a.path === "/api/v2/session" && a.method === "POST");
    expect(signIn?.status).toBe(200);

    const list = await page.request.get("/api/v2/discussions?limit=30&expand=category");
    const open = ((await list.json()) as { url: string; closed: boolean; type: string }[]).find(
      (d) => !d.closed && d.type !== "redirect",
    );
    expect(open).toBeDefined();
    await page.goto(open!.url);
    const text = `Written through two servers ${Date.now()}`;
    // The editor takes input once the page is hydrated (it is read-only in the server's markup).
    await page.locator('[role="textbox"][aria-label="Comment"][contenteditable="true"]').click();
    await page.keyboard.type(text);
    const posted = page.waitForResponse(
      (r) => r.url().endsWith("/api/v2/comments") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Post Comment" }).click();
    expect((await posted).status()).toBe(201);
    await page.getByText(text).waitFor();

    // Read again twice: one of the two page loads comes from each server.
    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await page.getByText(text).waitFor();
      expect(await page.getByTestId("current-user").textContent()).toBe("member");
    }

    // After signing in on one server, the other honoured the session too.
    const afterSignIn = answers.slice(answers.indexOf(signIn!) + 1).filter((a) => a.status < 400);
    const servers = new Set(afterSignIn.map((a) => a.backend));
    expect(servers).toEqual(new Set(["a", "b"]));
    expect(browser.consoleErrors()).toEqual([]);
  }, 60_000);

  it("a comment posted on one server shows in a guest's next page view on the other within a second", async () => {
    // A member's session, through the API; the guest sends no cookie at all.
    const member = browser.page().request;
    const signIn = await member.post("/api/v2/session", {
      headers: { "x-requested-with": "XMLHttpRequest" },
      data: { username: "member", password: "plaza-demo" },
    });
    expect(signIn.status()).toBe(200);
    const list = await member.get("/api/v2/discussions?limit=30");
    const open = (
      (await list.json()) as { url: string; closed: boolean; type: string; discussionID: number }[]
    ).find((d) => !d.closed && d.type !== "redirect");
    expect(open).toBeDefined();
    const guestView = async (url: string) => {
      const response = await fetch(new URL(url, browser.baseURL));
      return {
        backend: response.headers.get("x-plaza-backend"),
        cache: response.headers.get("x-plaza-cache"),
        body: await response.text(),
      };
    };
    // Both servers keep the guest's front page: the requests alternate between them.
    const cached = new Set<string | null>();
    for (let i = 0; i < 6 && cached.size < 2; i += 1) {
      const view = await guestView("/");
      if (view.cache === "hit") cached.add(view.backend);
    }
    expect(cached).toEqual(new Set(["a", "b"]));
    await guestView(open!.url);
    await guestView(open!.url);

    const text = `Seen by guests on both servers ${Date.now()}`;
    const posted = await member.post("/api/v2/comments", {
      headers: { "x-requested-with": "XMLHttpRequest" },
      data: { discussionID: open!.discussionID, body: text, format: "markdown" },
    });
    expect(posted.status()).toBe(201);
    const writer = posted.headers()["x-plaza-backend"];
    // The guest's views alternate between the servers: the other one shows it within a second.
    const deadline = Date.now() + 1000;
    let shown = false;
    while (!shown && Date.now() <= deadline) {
      const view = await guestView(open!.url);
      shown = view.backend !== writer && view.body.includes(text);
    }
    expect(shown).toBe(true);
    // The other server's kept front page was dropped too.
    let front = await guestView("/");
    if (front.backend === writer) front = await guestView("/");
    expect(front.cache).toBe("miss");
  }, 30_000);
});
