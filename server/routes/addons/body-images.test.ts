// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { saveSignature } from "../../services/users/signatures";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";

// A stored body shows images only from the site and the hosts of `content.imageHosts` (README:
// images in posts), whatever reads it: pages under the CSP, but also mail, feeds, or a proxy that
// drops the policy. The rule holds in the HTML itself, for every kind of body a member writes.

const BODY = [
  "![tracker](http://evil.example/t.png)",
  '<img src="/\\evil.example/raw.png" alt="raw">',
  "![cdn](https://images.example.com/ok.png)",
  "![upload](/uploads/ok.png)",
].join("\n\n");

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "member"]) cookies[name] = await signInAs(app, name);
  const patched = await send("PATCH", "/config", "admin", { "content.imageHosts": ["images.example.com"] });
  expect(patched.statusCode).toBeLessThan(300);
});
afterAll(() => app.close());

function send(method: "POST" | "PATCH", url: string, who: string, payload: object) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie: cookies[who] },
    payload,
  });
}

/** The src of every <img> in stored HTML. */
function imageSources(html: string): string[] {
  return Array.from(html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g), (match) => match[1] ?? "");
}

function expectOnlyAllowedImages(html: string) {
  expect(imageSources(html)).toEqual(["https://images.example.com/ok.png", "/uploads/ok.png"]);
  expect(html).not.toMatch(/<img\b[^>]*evil\.example/);
  // The dropped image is still reachable, as a link that loads nothing until followed.
  expect(html).toContain(
    '<a href="http://evil.example/t.png" rel="nofollow ugc noopener noreferrer">tracker</a>',
  );
  expect(html).toContain('<a href="//evil.example/raw.png" rel="nofollow ugc noopener noreferrer">raw</a>');
}

describe("images in stored bodies", () => {
  it("a new discussion and its edit keep only images of the site and content.imageHosts", async () => {
    const categoryID = await categoryIDOf(app, "general");
    const created = await send("POST", "/discussions", "member", {
      name: "Images from elsewhere",
      body: BODY,
      format: "markdown",
      categoryID,
    });
    expect(created.statusCode).toBe(201);
    expectOnlyAllowedImages(created.json().body);
    const id = created.json().discussionID as number;
    const edited = await send("PATCH", `/discussions/${id}`, "member", { body: `${BODY}\n\nedited` });
    expect(edited.statusCode).toBe(200);
    expectOnlyAllowedImages(edited.json().body);
  });

  it("a comment keeps only images of the site and content.imageHosts", async () => {
    const discussion = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("name", "=", "Remote work: how do you structure your day?")
      .executeTakeFirstOrThrow();
    const created = await send("POST", "/comments", "member", {
      discussionID: discussion.discussionID,
      body: BODY,
      format: "markdown",
    });
    expect(created.statusCode).toBe(201);
    expectOnlyAllowedImages(created.json().body);
  });

  it("a private message keeps only images of the site and content.imageHosts", async () => {
    const admin = await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "admin")
      .executeTakeFirstOrThrow();
    const started = await send("POST", "/conversations", "member", { participantUserIDs: [admin.userID] });
    expect(started.statusCode).toBe(201);
    const message = await send("POST", "/messages", "member", {
      conversationID: started.json().conversationID,
      body: BODY,
      format: "markdown",
    });
    expect(message.statusCode).toBe(201);
    expectOnlyAllowedImages(message.json().body);
  });

  it("a signature keeps only images of the site and content.imageHosts", async () => {
    const member = await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "member")
      .executeTakeFirstOrThrow();
    await saveSignature(app.db, member.userID, BODY);
    const stored = await app.db
      .selectFrom("users")
      .select("signatureHtml")
      .where("userID", "=", member.userID)
      .executeTakeFirstOrThrow();
    expectOnlyAllowedImages(stored.signatureHtml ?? "");
  });
});
