// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { discussionListSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { weakETag } from "../../http/caching";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let staffRoomID = 0;
let staffIDs = new Set<number>();
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "moderator"]) cookies[name] = await signInAs(app, name);
  const row = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("urlcode", "=", "staff-room")
    .executeTakeFirstOrThrow();
  staffRoomID = row.categoryID;
  const family = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("permissionCategoryID", "=", staffRoomID)
    .execute();
  staffIDs = new Set(family.map((r) => r.categoryID));
});
afterAll(() => app.close());

const get = (url: string, as?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
async function list(url: string, as?: string): Promise<Discussion[]> {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(discussionListSchema, response.json());
  return response.json();
}
const isSorted = (values: (string | number)[], direction: "asc" | "desc") =>
  values.every(
    (value, i) => i === 0 || (direction === "desc" ? values[i - 1]! >= value : values[i - 1]! <= value),
  );

describe("GET /api/v2/discussions", () => {
  it("answers records that match the schema, 30 per page by default", async () => {
    const discussions = await list("/discussions");
    expect(discussions.length).toBe(30);
    expect(discussions[0]).toMatchObject({ url: expect.stringMatching(/^\/discussion\/\d+\/[a-z0-9-]+$/) });
    expect(discussions[0]).not.toHaveProperty("insertUser");
    // The rendered body and the attributes object ride along, as in Vanilla's lists.
    expect(discussions[0]).toMatchObject({ body: expect.any(String), attributes: {} });
  });

  it("sets the paging headers (DECISIONS paging: x-app-page-* and Link)", async () => {
    const response = await get("/discussions?limit=10&page=2");
    expect(response.headers["x-app-page-current"]).toBe("2");
    expect(response.headers["x-app-page-limit"]).toBe("10");
    const total = Number(response.headers["x-app-page-result-count"]);
    expect(total).toBeGreaterThan(20);
    expect(response.headers["x-app-page-next-url"]).toBe("/api/v2/discussions?limit=10&page=3");
    expect(response.headers["x-app-page-prev-url"]).toBe("/api/v2/discussions?limit=10&page=1");
    expect(String(response.headers.link)).toContain('rel="last"');
  });

  it("keeps the paging headers ASCII when a query key is not (it answered 500)", async () => {
    const response = await get("/discussions?limit=10&%D7%A9=1&expand[]=insertUser");
    expect(response.statusCode).toBe(200);
    const next = String(response.headers["x-app-page-next-url"]);
    expect(next).toMatch(/^[\x21-\x7e]+$/);
    expect(next).toContain("%D7%A9=1");
    expect(next).toContain("expand[0]=insertUser");
    expect(String(response.headers.link)).toContain('rel="next"');
  });

  it("sorts by last comment by default, with announcements first on page 1", async () => {
    const discussions = await list("/discussions?limit=100");
    const announcements = discussions.filter((d) => d.pinned && d.pinLocation === "recent");
    expect(announcements.length).toBeGreaterThan(0);
    expect(discussions.slice(0, announcements.length).every((d) => d.pinned)).toBe(true);
    const rest = discussions.slice(announcements.length);
    expect(
      isSorted(
        rest.map((d) => d.dateLastComment),
        "desc",
      ),
    ).toBe(true);
  });

  it.each([
    ["-dateInserted", (d: Discussion) => d.dateInserted, "desc"],
    ["dateInserted", (d: Discussion) => d.dateInserted, "asc"],
    ["-dateLastComment", (d: Discussion) => d.dateLastComment, "desc"],
    ["-score", (d: Discussion) => d.score, "desc"],
    ["-hot", (d: Discussion) => d.score + d.countComments, "desc"],
  ] as const)("sorts by %s (content spec §3 sorts)", async (sort, key, direction) => {
    const discussions = await list(`/discussions?sort=${sort}&pinOrder=mixed&limit=100`);
    expect(
      isSorted(
        discussions.map((d): string | number => key(d)),
        direction,
      ),
    ).toBe(true);
  });

  it("refuses an unknown sort and a limit above 100", async () => {
    expect((await get("/discussions?sort=name")).statusCode).toBe(400);
    expect((await get("/discussions?limit=101")).statusCode).toBe(400);
  });

  it("filters by category, with or without its child categories", async () => {
    const own = await list("/discussions?categoryID=2&limit=100");
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((d) => d.categoryID))).toEqual(new Set([2]));
    const family = await list("/discussions?categoryID=2&includeChildCategories=true&limit=100");
    expect(new Set(family.map((d) => d.categoryID)).size).toBeGreaterThan(1);
    expect(family.length).toBeGreaterThan(own.length);
  });

  it("filters by tag and by author", async () => {
    const tagged = await list("/discussions?tagID=1&expand=tags&limit=100");
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((d) => d.tags?.some((tag) => tag.tagID === 1))).toBe(true);
    const byAdmin = await list("/discussions?insertUserID=1&limit=100");
    expect(byAdmin.every((d) => d.insertUserID === 1)).toBe(true);
  });

  it("hides the Staff Room from members but shows it to moderators (content spec §6 junctions)", async () => {
    const memberView = await list("/discussions?limit=100", "member");
    const moderatorView = await list("/discussions?limit=100", "moderator");
    expect(memberView.some((d) => staffIDs.has(d.categoryID))).toBe(false);
    expect(moderatorView.some((d) => d.categoryID === staffRoomID)).toBe(true);
    expect(moderatorView.length).toBeGreaterThan(memberView.length);
    // A hidden category answers like a missing one (404), so its existence is not revealed.
    expect((await get(`/discussions?categoryID=${staffRoomID}`, "member")).statusCode).toBe(404);
    expect((await get(`/discussions?categoryID=${staffRoomID}`)).statusCode).toBe(404);
    expect((await list(`/discussions?categoryID=${staffRoomID}`, "moderator")).length).toBeGreaterThan(0);
    expect((await get("/discussions?categoryID=9999")).statusCode).toBe(404);
  });

  it("expands insertUser, lastUser, category and excerpt on request", async () => {
    const [first] = await list("/discussions?limit=1&expand=insertUser,lastUser,category,excerpt");
    expect(first?.insertUser).toMatchObject({ userID: first?.insertUserID, name: expect.any(String) });
    expect(first?.lastUser?.userID).toBe(first?.lastUserID);
    expect(first?.category).toEqual({
      categoryID: first?.categoryID,
      name: expect.any(String),
      url: `/categories/${first?.categoryID}`,
      // The category's colour, for its chip in lists; the demo categories all have one.
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(first?.excerpt).toEqual(expect.any(String));
    expect(first?.excerpt).not.toMatch(/\*\*|\]\(/);
  });

  it('accepts the bracket form and "all" for expand', async () => {
    const [first] = await list("/discussions?limit=1&expand[]=all");
    expect(first).toHaveProperty("insertUser");
    expect(first).toHaveProperty("tags");
    expect(first?.breadcrumbs?.[0]).toEqual({ name: "Home", url: "/" });
  });

  it("sends a kept page again byte for byte, by viewer, with the ETag of its body", async () => {
    const url = "/discussions?limit=100&expand=insertUser,category";
    const paging = ["link", "x-app-page-current", "x-app-page-limit", "x-app-page-result-count"];
    const pick = (headers: Record<string, unknown>) => paging.map((name) => headers[name]);
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(pick(again.headers)).toEqual(pick(first.headers));
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    expect(again.headers.etag).toBe(weakETag(first.body));
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({
      url: `/api/v2${url}`,
      headers: { "if-none-match": String(again.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    // The moderator's page at the same address is their own, with the Staff Room in it.
    for (let i = 0; i < 2; i += 1) {
      const moderator = await get(url, "moderator");
      expect(moderator.body).not.toBe(first.body);
      expect((moderator.json() as Discussion[]).some((d) => d.categoryID === staffRoomID)).toBe(true);
      expect(moderator.headers["cache-control"]).toBe("private, no-cache");
    }
    expect((await get(url)).body).toBe(first.body);
    // A guest with a session cookie that no longer signs anyone in gets the guests' page and the
    // cookie cleared.
    const stale = await app.inject({ url: `/api/v2${url}`, headers: { cookie: "plaza_session=stale" } });
    expect(stale.body).toBe(first.body);
    expect(String(stale.headers["set-cookie"])).toMatch(/^plaza_session=;/);
    expect(stale.headers["cache-control"]).toBe("private, no-cache");
  });

  it("tells a member what they bookmarked and left unread", async () => {
    const discussions = await list("/discussions?limit=100", "member");
    expect(discussions.some((d) => d.bookmarked)).toBe(true);
    expect(discussions.every((d) => typeof d.countUnread === "number")).toBe(true);
    const guest = await list("/discussions?limit=5");
    expect(guest.every((d) => !d.bookmarked && !d.unread && d.countUnread === undefined)).toBe(true);
  });
});
