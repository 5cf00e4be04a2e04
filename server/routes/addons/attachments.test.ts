// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  attachmentCatalogSchema,
  attachmentSchema,
  type Attachment,
  type AttachmentCatalog,
} from "../../../schemas/entities/attachment.schema";
import { buildTestApp, publicDiscussionIDs, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { setTicketStatus } from "../../services/addons/tickets";

const TYPE = "support-ticket";
let app: FastifyInstance;
let moderator: string;
let member: string;
/** A public discussion the member started, and one someone else started. */
let ownID: number;
let othersID: number;
let othersName: string;

beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  [moderator, member] = await Promise.all([signInAs(app, "moderator"), signInAs(app, "member")]);
  const me = await app.inject({ url: "/api/v2/users/me", headers: { cookie: member } });
  const memberID = me.json<{ userID: number }>().userID;
  const rows = await app.db
    .selectFrom("discussions")
    .select(["discussionID", "insertUserID", "name"])
    .where("discussionID", "in", await publicDiscussionIDs(app))
    .orderBy("discussionID")
    .execute();
  const others = rows.find((row) => row.insertUserID !== memberID)!;
  [othersID, othersName] = [others.discussionID, others.name];
  // The demo member started some of the seeded discussions.
  ownID = rows.find((row) => row.insertUserID === memberID)!.discussionID;
}, 60_000);
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: unknown, headers = writeHeaders) =>
  app.inject({
    method: "POST",
    url: `/api/v2${url}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const ticket = (recordID: number, fields: Record<string, unknown> = {}) => ({
  attachmentType: TYPE,
  recordType: "discussion",
  recordID,
  subject: "Printer on fire",
  priority: "high",
  description: "Smoke everywhere.",
  ...fields,
});

describe("GET /attachments/catalog (content spec §3, §6)", () => {
  it("attachments: the catalog keys integrations by type, scope all for moderators", async () => {
    const response = await get("/attachments/catalog", moderator);
    expect(response.statusCode).toBe(200);
    const catalog = response.json<AttachmentCatalog>();
    expectMatchesSchema(attachmentCatalogSchema, catalog);
    expect(catalog[TYPE]).toMatchObject({ attachmentType: TYPE, recordTypes: ["discussion"] });
    expect(catalog[TYPE]!.writeableContentScope).toBe("all");
  });

  it("attachments: members get scope own, guests none (content spec §6)", async () => {
    expect(
      (await get("/attachments/catalog", member)).json<AttachmentCatalog>()[TYPE]!.writeableContentScope,
    ).toBe("own");
    expect((await get("/attachments/catalog")).json<AttachmentCatalog>()[TYPE]!.writeableContentScope).toBe(
      "none",
    );
  });
});

describe("GET /attachments/schema (content spec §7)", () => {
  it("attachments: the form schema prefills the subject from the discussion title", async () => {
    const response = await get(
      `/attachments/schema?attachmentType=${TYPE}&recordType=discussion&recordID=${othersID}`,
      moderator,
    );
    expect(response.statusCode).toBe(200);
    const schema = response.json<{
      properties: Record<string, { default?: unknown; enum?: string[] }>;
      required: string[];
      "x-validator": string;
    }>();
    expect(schema.properties.subject!.default).toBe(othersName);
    expect(schema.properties.priority!.enum).toEqual(["low", "normal", "high", "urgent"]);
    expect(schema.required).toEqual(["subject", "priority", "description"]);
    expect(schema["x-validator"]).toMatch(
      /^\/api\/v2\/attachments\/schema-validator\.js\?attachmentType=support-ticket&v=[0-9a-f]{16}$/,
    );
  });

  it("attachments: bad input answers 4xx JSON", async () => {
    const missing = await get(`/attachments/schema?attachmentType=${TYPE}`, moderator);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("message");
    const unknown = await get(
      `/attachments/schema?attachmentType=fax&recordType=discussion&recordID=${othersID}`,
      moderator,
    );
    expect(unknown.statusCode).toBe(404);
    const forbidden = await get(
      `/attachments/schema?attachmentType=${TYPE}&recordType=discussion&recordID=${othersID}`,
      member,
    );
    expect(forbidden.statusCode).toBe(403);
  });
});

describe("POST /attachments (content spec §6, §7)", () => {
  it("attachments: a moderator posts a valid ticket; it is listed on the discussion", async () => {
    const response = await post("/attachments", moderator, ticket(othersID));
    expect(response.statusCode).toBe(201);
    const attachment = response.json<Attachment>();
    expectMatchesSchema(attachmentSchema, attachment);
    expect(attachment).toMatchObject({
      type: TYPE,
      recordID: String(othersID),
      status: "open",
      title: "Printer on fire",
    });
    const list = await get(`/attachments?recordType=discussion&recordID=${othersID}`, moderator);
    expect(list.json<Attachment[]>().map((a) => a.attachmentID)).toContain(attachment.attachmentID);
    const source = await get(attachment.sourceUrl.replace("/api/v2", ""), moderator);
    expect(source.json()).toMatchObject({ subject: "Printer on fire", priority: "high", status: "open" });
  });

  it("attachments: a type the catalog only inherits (toString) is an unknown type, 404, not a server error", async () => {
    const response = await post("/attachments", moderator, {
      ...ticket(othersID),
      attachmentType: "toString",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
  });

  it("attachments: invalid values answer 400 with field errors", async () => {
    const response = await post(
      "/attachments",
      moderator,
      ticket(othersID, { subject: "", priority: "whenever", description: undefined }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response
      .json<{ errors: { field: string; code: string }[] }>()
      .errors.map((e) => [e.field, e.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["description", "required"],
        ["subject", "minLength"],
        ["priority", "enum"],
      ]),
    );
  });

  it("attachments: only integrations with scope all or own may post: a member on another's discussion gets 403 (content spec §6)", async () => {
    expect((await post("/attachments", member, ticket(othersID))).statusCode).toBe(403);
    expect((await post("/attachments", undefined, ticket(othersID))).statusCode).toBe(401);
  });

  it("attachments: a member with scope own posts on their own discussion", async () => {
    const response = await post("/attachments", member, ticket(ownID));
    expect(response.statusCode).toBe(201);
  });

  it("attachments: writes need the CSRF header", async () => {
    const response = await post("/attachments", moderator, ticket(othersID), {
      "content-type": "application/json",
    } as typeof writeHeaders);
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /attachments/refresh (content spec §4, §7)", () => {
  it("attachments: refresh answers only ids that exist, and onlyStale picks changed sources", async () => {
    const a = (await post("/attachments", moderator, ticket(othersID))).json<Attachment>();
    const b = (await post("/attachments", moderator, ticket(othersID))).json<Attachment>();
    await setTicketStatus(app.db, a.sourceID, "solved");
    const all = await post("/attachments/refresh", moderator, {
      attachmentIDs: [a.attachmentID, b.attachmentID, 999_999],
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<Attachment[]>().map((x) => [x.attachmentID, x.status])).toEqual([
      [a.attachmentID, "solved"],
      [b.attachmentID, "open"],
    ]);
    await setTicketStatus(app.db, b.sourceID, "pending");
    const stale = await post("/attachments/refresh", moderator, {
      attachmentIDs: [a.attachmentID, b.attachmentID],
      onlyStale: true,
    });
    expect(stale.json<Attachment[]>().map((x) => [x.attachmentID, x.status])).toEqual([
      [b.attachmentID, "pending"],
    ]);
  });

  it("attachments: refresh needs a session and the X-Requested-With header; it leaves alone what the viewer may not post on", async () => {
    const a = (await post("/attachments", moderator, ticket(othersID))).json<Attachment>();
    await setTicketStatus(app.db, a.sourceID, "solved");
    const body = { attachmentIDs: [a.attachmentID] };
    const guest = await post("/attachments/refresh", undefined, body);
    expect(guest.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, guest.json());
    const forged = await post("/attachments/refresh", moderator, body, {
      "content-type": "application/json",
    } as typeof writeHeaders);
    expect(forged.statusCode).toBe(403);
    // A member may post the integration only on their own discussion: another's stays as it was.
    const refused = await post("/attachments/refresh", member, body);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual([]);
    const stored = await app.db
      .selectFrom("attachments")
      .select(["status", "stale"])
      .where("attachmentID", "=", a.attachmentID)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "open", stale: 1 });
  });

  it("attachments: refresh refuses more than 10 ids and bad bodies with 400", async () => {
    const many = await post("/attachments/refresh", moderator, {
      attachmentIDs: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(many.statusCode).toBe(400);
    expect((await post("/attachments/refresh", moderator, { attachmentIDs: ["x"] })).statusCode).toBe(400);
  });
});

describe("GET /attachments/schema-validator.js (DECISIONS: generated forms under the CSP)", () => {
  it("attachments: the served module is standalone code that validates like the schema", async () => {
    const schema = (
      await get(
        `/attachments/schema?attachmentType=${TYPE}&recordType=discussion&recordID=${othersID}`,
        moderator,
      )
    ).json<{ "x-validator": string }>();
    const response = await get(schema["x-validator"].replace("/api/v2", ""));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body).not.toMatch(/\brequire\(|\bimport\b/);
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(response.body).toString("base64")}`
    )) as {
      default: ((data: unknown) => boolean) & { errors?: { keyword: string }[] };
    };
    const validate = module.default;
    expect(validate({ subject: "s", priority: "low", description: "d" })).toBe(true);
    expect(validate({ subject: "", priority: "low", description: "d" })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(["minLength"]);
    expect(validate({ subject: "s".repeat(201), priority: "soon", description: "d" })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(["maxLength", "enum"]);
    const unpinned = await get(`/attachments/schema-validator.js?attachmentType=${TYPE}`);
    expect(unpinned.headers["cache-control"]).toBe("no-cache");
    expect((await get("/attachments/schema-validator.js?attachmentType=fax")).statusCode).toBe(404);
  });
});
