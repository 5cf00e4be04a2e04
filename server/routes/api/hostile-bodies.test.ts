// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { renderPendingBodies } from "../../services/body/render-stored";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { BODY_BOMBS, COMMENT_BOMB } from "../../../tests/fixtures/body-bombs";

let app: FastifyInstance;
let member: string;
let moderator: string;
let generalID = 0;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  member = await signInAs(app, "member");
  moderator = await signInAs(app, "moderator");
  generalID = await categoryIDOf(app, "general");
});
afterAll(() => app.close());

function call(method: "POST" | "PATCH" | "GET", url: string, cookie: string, payload?: object) {
  return app.inject({ method, url: `/api/v2${url}`, headers: { ...writeHeaders, cookie }, payload });
}
const discussionCount = async () =>
  Number(
    (
      await app.db
        .selectFrom("discussions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function createDiscussion(body: string, format = "markdown") {
  const response = await call("POST", "/discussions", member, {
    name: "Bodies",
    body,
    format,
    categoryID: generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { discussionID: number; body: string; dateUpdated: string | null };
}

describe("hostile bodies", () => {
  it("refuses every nested-body bomb with a 400 field error and stores nothing", async () => {
    const before = await discussionCount();
    for (const [label, body] of Object.entries(BODY_BOMBS)) {
      for (const format of ["html", "markdown"]) {
        const response = await call("POST", "/discussions", member, {
          name: label,
          body,
          format,
          categoryID: generalID,
        });
        // The biggest is also over the size limit, which is checked first.
        expect([400, 413], `${label} as ${format}`).toContain(response.statusCode);
        expectMatchesSchema(errorBodySchema, response.json());
        expect(response.json().errors[0].field).toBe("body");
        expect(["tooDeep", "tooLarge"]).toContain(response.json().errors[0].code);
      }
    }
    expect(await discussionCount()).toBe(before);
  });

  it("refuses a comment of <div> x 8000 and a body over the size limit (413)", async () => {
    const { discussionID } = await createDiscussion("A thread to answer.");
    const nested = await call("POST", "/comments", member, {
      discussionID,
      body: COMMENT_BOMB,
      format: "html",
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0].code).toBe("tooDeep");
    const huge = await call("POST", "/comments", member, {
      discussionID,
      body: "é".repeat(60_000),
      format: "text",
    });
    expect(huge.statusCode).toBe(413);
    expectMatchesSchema(errorBodySchema, huge.json());
    expect(huge.json().errors[0]).toMatchObject({ field: "body", code: "tooLarge" });
  });

  it("serves the HTML stored at write time: a read never renders the body again", async () => {
    const created = await createDiscussion("**Hello** there");
    expect(created.body).toContain("<strong>Hello</strong>");
    // The source changes under the record (as a bad import might): reads keep serving what was rendered.
    await app.db
      .updateTable("discussions")
      .set({ body: "<div>".repeat(20_000) })
      .where("discussionID", "=", created.discussionID)
      .execute();
    const read = await app.inject({ method: "GET", url: `/api/v2/discussions/${created.discussionID}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().body).toBe(created.body);
  });

  it("renders rows written before bodies were stored as HTML, hostile ones as escaped text", async () => {
    const plain = await createDiscussion("*Older* post");
    const hostile = await createDiscussion("fine for now");
    await app.db
      .updateTable("discussions")
      .set({ bodyHtml: null, bodyText: null })
      .where("discussionID", "in", [plain.discussionID, hostile.discussionID])
      .execute();
    await app.db
      .updateTable("discussions")
      .set({ body: `${"<div>".repeat(20_000)}<script>alert(1)</script>`, format: "html" })
      .where("discussionID", "=", hostile.discussionID)
      .execute();
    expect(await renderPendingBodies(app.db)).toBe(2);
    const rows = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "bodyHtml", "bodyText"])
      .where("discussionID", "in", [plain.discussionID, hostile.discussionID])
      .orderBy("discussionID")
      .execute();
    expect(rows[0]).toMatchObject({ bodyHtml: "<p><em>Older</em> post</p>\n", bodyText: "Older post" });
    expect(rows[1]?.bodyHtml).toMatch(/^<p>&lt;div&gt;/);
    expect(rows[1]?.bodyHtml).not.toContain("<script");
  });

  it("a move into the discussion's own category records no editor and no new dateUpdated", async () => {
    const created = await createDiscussion("Mine, not yours.");
    const other = await signInAs(app, "member2");
    const move = await call("PATCH", `/discussions/${created.discussionID}`, other, {
      categoryID: generalID,
    });
    expect(move.statusCode, move.body).toBe(200);
    const row = await app.db
      .selectFrom("discussions")
      .select(["updateUserID", "dateUpdated"])
      .where("discussionID", "=", created.discussionID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ updateUserID: null, dateUpdated: null });
    // A moderator closing it twice: the second, unchanged close records nothing new either.
    await call("PATCH", `/discussions/${created.discussionID}`, moderator, { closed: true });
    const first = await app.db
      .selectFrom("discussions")
      .select("dateUpdated")
      .where("discussionID", "=", created.discussionID)
      .executeTakeFirstOrThrow();
    // A second later by the server's clock, so a new dateUpdated would differ.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1000 });
    try {
      await call("PATCH", `/discussions/${created.discussionID}`, moderator, { closed: true });
    } finally {
      vi.useRealTimers();
    }
    const second = await app.db
      .selectFrom("discussions")
      .select("dateUpdated")
      .where("discussionID", "=", created.discussionID)
      .executeTakeFirstOrThrow();
    expect(second.dateUpdated).toBe(first.dateUpdated);
  });

  it("a comment saved with the same body records no edit", async () => {
    const { discussionID } = await createDiscussion("Thread.");
    const created = await call("POST", "/comments", member, {
      discussionID,
      body: "Same words.",
      format: "text",
    });
    const commentID = created.json().commentID as number;
    const again = await call("PATCH", `/comments/${commentID}`, member, {
      body: "Same words.",
      format: "text",
    });
    expect(again.statusCode, again.body).toBe(200);
    const row = await app.db
      .selectFrom("comments")
      .select(["dateUpdated", "updateUserID"])
      .where("commentID", "=", commentID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ dateUpdated: null, updateUserID: null });
  });
});
