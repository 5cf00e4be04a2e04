// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { draftListSchema, draftSchema, type Draft } from "../../schemas/entities/draft.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { withDrafts } from "../services/drafts/drafts-table";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "ada"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
let generalID = 0;
let discussionID = 0;

const richBody = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);
const emptyRich2 = JSON.stringify([{ type: "p", children: [{ text: "" }] }]);

beforeAll(async () => {
  // The scheduler is driven by hand here (runOnce), so each test sees exactly one look.
  app = await buildTestApp({ seed: "demo", draftScheduler: { intervalMs: 3_600_000 } });
  for (const role of roles) cookies[role] = await signInAs(app, role);
  generalID = await categoryIDOf(app, "general");
  discussionID = (
    await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "=", generalID)
      .where("closed", "=", 0)
      .orderBy("discussionID")
      .executeTakeFirstOrThrow()
  ).discussionID;
});
afterAll(() => app.close());

function call(method: "POST" | "GET" | "PATCH" | "DELETE", url: string, as?: Role, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const discussionDraft = (name: string, categoryID = generalID) => ({
  recordType: "discussion",
  parentRecordType: "category",
  parentRecordID: categoryID,
  attributes: { body: richBody(`Body of ${name}`), name, draftMeta: { name, categoryID } },
});
const commentDraft = (text: string) => ({
  recordType: "comment",
  parentRecordType: "discussion",
  parentRecordID: discussionID,
  attributes: { body: richBody(text), format: "rich2", draftMeta: { commentPath: null } },
});

async function create(as: Role, body: object): Promise<Draft> {
  const response = await call("POST", "/drafts", as, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Draft;
}

/** Makes a scheduled draft due now (the API only takes future dates). */
async function makeDue(draftID: number) {
  await withDrafts(app.db)
    .updateTable("drafts")
    .set({ dateScheduled: new Date(Date.now() - 1000).toISOString() })
    .where("draftID", "=", draftID)
    .execute();
}
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("POST /api/v2/drafts", () => {
  it("saves a discussion draft with the defaults of content spec §3 (format rich2, pinLocation none, pinned false)", async () => {
    const draft = await create("member", discussionDraft("A draft"));
    expectMatchesSchema(draftSchema, draft);
    expect(draft).toMatchObject({
      recordType: "discussion",
      recordID: null,
      parentRecordType: "category",
      parentRecordID: generalID,
      draftStatus: "draft",
      dateScheduled: null,
      failedReason: null,
    });
    expect(draft.attributes.format).toBe("rich2");
    expect(draft.attributes.draftMeta).toMatchObject({ pinLocation: "none", pinned: false });
  });

  it("refuses guests with 401", async () => {
    expect((await call("POST", "/drafts", undefined, discussionDraft("x"))).statusCode).toBe(401);
    expect((await call("GET", "/drafts")).statusCode).toBe(401);
  });

  it("refuses a comment draft without body content, empty text or the empty rich2 paragraph (§5)", async () => {
    for (const body of ["", "   ", emptyRich2]) {
      const draft = commentDraft("x");
      const response = await call("POST", "/drafts", "member", {
        ...draft,
        attributes: { ...draft.attributes, body },
      });
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.json().message).toBe("Invalid draft, no body content");
      expect(response.json().errors[0]).toMatchObject({
        field: "body",
        message: "Invalid draft, no body content",
      });
    }
  });

  it("refuses attributes with unknown structure and invalid draft meta with field errors (§5, §8)", async () => {
    const unknown = await call("POST", "/drafts", "member", {
      ...discussionDraft("x"),
      attributes: { body: richBody("x"), surprise: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Draft attributes contain unknown structure");
    expect(unknown.json().errors[0]).toMatchObject({ field: "surprise", code: "additionalProperties" });

    const badPin = await call("POST", "/drafts", "member", {
      ...discussionDraft("x"),
      attributes: { body: richBody("x"), draftMeta: { pinLocation: "sideways" } },
    });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toBe("Invalid draft meta");
    expect(badPin.json().errors[0]).toMatchObject({ field: "pinLocation", path: "attributes.draftMeta" });

    // A comment's meta has no discussion fields.
    const mixed = await call("POST", "/drafts", "member", {
      ...commentDraft("x"),
      attributes: { body: richBody("x"), draftMeta: { tagIDs: [1] } },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe("Invalid draft meta");
  });

  it("holds a comment draft to the comment body limit and refuses a parent the record type cannot have", async () => {
    const long = commentDraft("x");
    const tooLong = await call("POST", "/drafts", "member", {
      ...long,
      attributes: { ...long.attributes, body: "a".repeat(100_001), format: "text" },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ field: "body", code: "maxLength" });
    const wrongParent = await call("POST", "/drafts", "member", {
      ...discussionDraft("x"),
      parentRecordType: "comment",
    });
    expect(wrongParent.statusCode).toBe(400);
    expect(wrongParent.json().errors[0]).toMatchObject({ field: "parentRecordType" });
  });
});

describe("a draft belongs to its author alone", () => {
  it("answers 404 to another member for every call, and 401 to guests", async () => {
    const draft = await create("member", discussionDraft("Mine"));
    const at = `/drafts/${draft.draftID}`;
    expect((await call("GET", `${at}/edit`, "member")).statusCode).toBe(200);
    for (const as of ["member2", "moderator"] as const) {
      expect((await call("GET", `${at}/edit`, as)).statusCode).toBe(404);
      expect((await call("GET", at, as)).statusCode).toBe(404);
      expect((await call("PATCH", at, as, { attributes: { body: richBody("stolen") } })).statusCode).toBe(
        404,
      );
      expect((await call("DELETE", at, as)).statusCode).toBe(404);
      expect(
        (await call("PATCH", `/drafts/schedule/${draft.draftID}`, as, { dateScheduled: inAnHour() }))
          .statusCode,
      ).toBe(404);
      expect((await call("PATCH", `/drafts/cancel-schedule/${draft.draftID}`, as)).statusCode).toBe(404);
    }
    expect((await call("GET", `${at}/edit`)).statusCode).toBe(401);
    expect((await call("DELETE", at)).statusCode).toBe(401);
    const list = (await call("GET", "/drafts", "member2")).json() as Draft[];
    expect(list.some((d) => d.draftID === draft.draftID)).toBe(false);
    const still = (await call("GET", `${at}/edit`, "member")).json() as Draft;
    expect(still.attributes.body).toBe(draft.attributes.body);
  });
});

describe("PATCH and DELETE /api/v2/drafts/{id}", () => {
  it("replaces the attributes, checked as on create, and deletes with 204", async () => {
    const draft = await create("member", commentDraft("first"));
    const patched = await call("PATCH", `/drafts/${draft.draftID}`, "member", {
      attributes: { body: richBody("second"), draftMeta: { commentParentID: null } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expectMatchesSchema(draftSchema, patched.json());
    expect(patched.json().attributes.body).toBe(richBody("second"));
    const emptied = await call("PATCH", `/drafts/${draft.draftID}`, "member", {
      attributes: { body: emptyRich2 },
    });
    expect(emptied.statusCode).toBe(400);
    const deleted = await call("DELETE", `/drafts/${draft.draftID}`, "member");
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `/drafts/${draft.draftID}/edit`, "member")).statusCode).toBe(404);
  });
});

describe("GET /api/v2/drafts", () => {
  it("lists the author's drafts most recently updated first, with paging headers", async () => {
    const made: Draft[] = [];
    for (const name of ["one", "two", "three"]) made.push(await create("ada", discussionDraft(name)));
    // Touching the oldest, a second later by the server's clock, makes it the most recently updated.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1000 });
    try {
      await call("PATCH", `/drafts/${made[0]?.draftID}`, "ada", { attributes: made[0]?.attributes });
    } finally {
      vi.useRealTimers();
    }
    const first = await call("GET", "/drafts?limit=2", "ada");
    expect(first.statusCode).toBe(200);
    expectMatchesSchema(draftListSchema, first.json());
    expect((first.json() as Draft[]).map((d) => d.attributes.name)).toEqual(["one", "three"]);
    expect(first.headers["x-app-page-result-count"]).toBe("3");
    expect(first.headers["x-app-page-current"]).toBe("1");
    expect(first.headers["x-app-page-limit"]).toBe("2");
    expect(first.headers["x-app-page-next-url"]).toContain("page=2");
    expect(first.headers.link).toContain('rel="next"');
    const second = await call("GET", "/drafts?limit=2&page=2", "ada");
    expect((second.json() as Draft[]).map((d) => d.attributes.name)).toEqual(["two"]);
    expect(second.headers["x-app-page-next-url"]).toBeUndefined();
    expect(second.headers["x-app-page-prev-url"]).toContain("page=1");
  });

  it("filters by recordType, parentRecordType, parentRecordID and draftStatus", async () => {
    const comment = await create("member2", commentDraft("filtered"));
    const discussion = await create("member2", discussionDraft("filtered"));
    await call("PATCH", `/drafts/schedule/${discussion.draftID}`, "member2", { dateScheduled: inAnHour() });
    const ids = async (query: string) =>
      ((await call("GET", `/drafts?${query}`, "member2")).json() as Draft[]).map((d) => d.draftID);
    expect(await ids("recordType=comment")).toEqual([comment.draftID]);
    expect(await ids("recordType=discussion")).toEqual([discussion.draftID]);
    expect(await ids("parentRecordType=discussion")).toEqual([comment.draftID]);
    expect(await ids(`parentRecordType=discussion&parentRecordID=${discussionID}`)).toEqual([
      comment.draftID,
    ]);
    expect(await ids(`parentRecordID=${discussionID + 100000}`)).toEqual([]);
    expect(await ids("draftStatus=scheduled")).toEqual([discussion.draftID]);
    expect(await ids("draftStatus=draft")).toEqual([comment.draftID]);
    expect((await call("GET", "/drafts?draftStatus=lost", "member2")).statusCode).toBe(400);
  });
});

describe("PATCH /api/v2/drafts/schedule/{id} and /cancel-schedule/{id}", () => {
  it("schedules a draft for a future time and cancels it back to a plain draft", async () => {
    const draft = await create("member", discussionDraft("Later"));
    const past = await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", {
      dateScheduled: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: "dateScheduled" });
    const garbage = await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", {
      dateScheduled: "soon",
    });
    expect(garbage.statusCode).toBe(400);
    const when = inAnHour();
    const scheduled = await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", {
      dateScheduled: when,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expectMatchesSchema(draftSchema, scheduled.json());
    expect(scheduled.json()).toMatchObject({ draftStatus: "scheduled", dateScheduled: when });
    const cancelled = await call("PATCH", `/drafts/cancel-schedule/${draft.draftID}`, "member");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ draftStatus: "draft", dateScheduled: null });
  });

  it("refuses to schedule a discussion draft without a title or category", async () => {
    const draft = await create("member", {
      recordType: "discussion",
      attributes: { body: richBody("no title"), draftMeta: {} },
    });
    const response = await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", {
      dateScheduled: inAnHour(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "name" });
  });
});

describe("publishing scheduled drafts (content spec §4)", () => {
  it("posts a due discussion draft as its author and deletes the draft", async () => {
    const draft = await create("member", discussionDraft("Published by the scheduler"));
    await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", { dateScheduled: inAnHour() });
    await makeDue(draft.draftID);
    const published = await app.draftScheduler?.runOnce();
    const posted = published?.find((p) => p.recordType === "discussion");
    expect(posted).toBeDefined();
    const row = await app.db
      .selectFrom("discussions")
      .select(["name", "insertUserID", "categoryID"])
      .where("discussionID", "=", posted?.recordID ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Published by the scheduler",
      insertUserID: draft.insertUserID,
      categoryID: generalID,
    });
    expect((await call("GET", `/drafts/${draft.draftID}/edit`, "member")).statusCode).toBe(404);
  });

  it("posts a due comment draft in its discussion", async () => {
    const draft = await create("member", commentDraft("A scheduled comment"));
    await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", { dateScheduled: inAnHour() });
    await makeDue(draft.draftID);
    const published = await app.draftScheduler?.runOnce();
    const posted = published?.find((p) => p.recordType === "comment");
    const row = await app.db
      .selectFrom("comments")
      .select(["discussionID", "insertUserID", "body"])
      .where("commentID", "=", posted?.recordID ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      discussionID,
      insertUserID: draft.insertUserID,
      body: richBody("A scheduled comment"),
    });
  });

  it("applies a due draft of an existing discussion (recordID) as an edit by its author", async () => {
    const made = await call("POST", "/discussions", "moderator", {
      name: "Before the edit",
      body: richBody("old body"),
      categoryID: generalID,
    });
    expect(made.statusCode, made.body).toBe(201);
    const editedID = (made.json() as { discussionID: number }).discussionID;
    const draft = await create("moderator", {
      ...discussionDraft("After the edit"),
      recordID: editedID,
    });
    await call("PATCH", `/drafts/schedule/${draft.draftID}`, "moderator", { dateScheduled: inAnHour() });
    await makeDue(draft.draftID);
    const published = await app.draftScheduler?.runOnce();
    expect(published).toContainEqual({ recordType: "discussion", recordID: editedID });
    const row = await app.db
      .selectFrom("discussions")
      .select("name")
      .where("discussionID", "=", editedID)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("After the edit");
  });

  it("leaves a draft that is not due yet alone", async () => {
    const draft = await create("member", commentDraft("not yet"));
    await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", { dateScheduled: inAnHour() });
    await app.draftScheduler?.runOnce();
    expect((await call("GET", `/drafts/${draft.draftID}/edit`, "member")).json().draftStatus).toBe(
      "scheduled",
    );
  });

  it("sets status error with the reason when the category is gone, and editing makes it a draft again", async () => {
    const general = await app.db
      .selectFrom("categories")
      .selectAll()
      .where("categoryID", "=", generalID)
      .executeTakeFirstOrThrow();
    const { categoryID: _omit, ...copy } = general;
    const doomed = await app.db
      .insertInto("categories")
      .values({
        ...copy,
        name: "Doomed",
        urlcode: "doomed-for-drafts",
        dateInserted: new Date().toISOString(),
      })
      .returning("categoryID")
      .executeTakeFirstOrThrow();
    const draft = await create("member", discussionDraft("Homeless", doomed.categoryID));
    await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", { dateScheduled: inAnHour() });
    await makeDue(draft.draftID);
    await app.db.deleteFrom("categories").where("categoryID", "=", doomed.categoryID).execute();
    await app.draftScheduler?.runOnce();
    const failed = (await call("GET", `/drafts/${draft.draftID}/edit`, "member")).json() as Draft;
    expect(failed.draftStatus).toBe("error");
    expect(failed.failedReason).toMatch(/category/i);
    const listed = (await call("GET", "/drafts?draftStatus=error", "member")).json() as Draft[];
    expect(listed.map((d) => d.draftID)).toContain(draft.draftID);
    const fixed = await call("PATCH", `/drafts/${draft.draftID}`, "member", {
      parentRecordID: generalID,
      attributes: { ...failed.attributes, draftMeta: { name: "Homeless", categoryID: generalID } },
    });
    expect(fixed.json()).toMatchObject({ draftStatus: "draft", failedReason: null });
  });

  it("sets status error when the author lost the permission to post there", async () => {
    const staffRoomID = await categoryIDOf(app, "staff-room");
    const draft = await create("member", discussionDraft("Not allowed", staffRoomID));
    await call("PATCH", `/drafts/schedule/${draft.draftID}`, "member", { dateScheduled: inAnHour() });
    await makeDue(draft.draftID);
    await app.draftScheduler?.runOnce();
    const failed = (await call("GET", `/drafts/${draft.draftID}/edit`, "member")).json() as Draft;
    expect(failed.draftStatus).toBe("error");
    expect(failed.failedReason).toBeTruthy();
  });
});
