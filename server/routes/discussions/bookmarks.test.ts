// @vitest-environment node
import { describe, expect, it } from "vitest";
import { discussionSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { discussionBookmarkSchema } from "../../../schemas/api/discussion-bulk.schema";
import { setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator"] as const;
type Role = (typeof roles)[number];

const api = setUpRoleApi(roles);
const { call } = api;

async function create(): Promise<Discussion> {
  const response = await call("POST", "/discussions", "member", {
    name: "Worth keeping",
    body: JSON.stringify([{ type: "p", children: [{ text: "Keep this one." }] }]),
    categoryID: api.generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const bookmarkedIDs = async (as: Role) => {
  const response = await call("GET", "/discussions/bookmarked?limit=100", as);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as Discussion[];
  for (const discussion of list) {
    expectMatchesSchema(discussionSchema, discussion);
    expect(discussion.bookmarked).toBe(true);
  }
  return list.map((d) => d.discussionID);
};

describe("PUT /api/v2/discussions/{id}/bookmark (content spec §7: body bookmarked)", () => {
  it("bookmarks and unbookmarks a discussion for the viewer only, answering {bookmarked}", async () => {
    const discussion = await create();
    const on = await call("PUT", `/discussions/${discussion.discussionID}/bookmark`, "member2", {
      bookmarked: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expectMatchesSchema(discussionBookmarkSchema, on.json());
    expect(on.json()).toEqual({ bookmarked: true });
    const seen = await call("GET", `/discussions/${discussion.discussionID}`, "member2");
    expect(seen.json()).toMatchObject({ bookmarked: true });
    // Another member's view of the same discussion is untouched.
    const other = await call("GET", `/discussions/${discussion.discussionID}`, "moderator");
    expect(other.json()).toMatchObject({ bookmarked: false });

    const off = await call("PUT", `/discussions/${discussion.discussionID}/bookmark`, "member2", {
      bookmarked: false,
    });
    expect(off.json()).toEqual({ bookmarked: false });
    expect(await bookmarkedIDs("member2")).not.toContain(discussion.discussionID);
  });

  it("keeps the read marks when a bookmark is set after reading", async () => {
    const discussion = await create();
    await call("GET", `/discussions/${discussion.discussionID}`, "moderator");
    await api.app.views.flush();
    const before = await api.app.db
      .selectFrom("user_discussions")
      .selectAll()
      .where("discussionID", "=", discussion.discussionID)
      .executeTakeFirstOrThrow();
    await call("PUT", `/discussions/${discussion.discussionID}/bookmark`, "moderator", { bookmarked: true });
    const after = await api.app.db
      .selectFrom("user_discussions")
      .selectAll()
      .where("discussionID", "=", discussion.discussionID)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, bookmarked: 1 });
  });

  it("answers 401 to a guest", async () => {
    const discussion = await create();
    const response = await call("PUT", `/discussions/${discussion.discussionID}/bookmark`, undefined, {
      bookmarked: true,
    });
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("answers the same 404 for a discussion in a hidden category as for a missing one", async () => {
    const hidden = await call("PUT", `/discussions/${api.staffDiscussionID}/bookmark`, "member", {
      bookmarked: true,
    });
    const missing = await call("PUT", "/discussions/99999999/bookmark", "member", { bookmarked: true });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const stored = await api.app.db
      .selectFrom("user_discussions")
      .select("bookmarked")
      .where("discussionID", "=", api.staffDiscussionID)
      .where("bookmarked", "=", 1)
      .execute();
    expect(stored).toEqual([]);
  });

  it("refuses a body without a boolean bookmarked", async () => {
    const discussion = await create();
    const response = await call("PUT", `/discussions/${discussion.discussionID}/bookmark`, "member", {
      bookmarked: "yes",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/v2/discussions/bookmarked", () => {
  it("lists the viewer's bookmarked discussions in the list shape, with paging headers", async () => {
    const discussion = await create();
    await call("PUT", `/discussions/${discussion.discussionID}/bookmark`, "member2", { bookmarked: true });
    const ids = await bookmarkedIDs("member2");
    expect(ids).toContain(discussion.discussionID);
    const stored = await api.app.db
      .selectFrom("user_discussions")
      .innerJoin("users", "users.userID", "user_discussions.userID")
      .select("discussionID")
      .where("users.name", "=", "member2")
      .where("bookmarked", "=", 1)
      .execute();
    expect(ids.sort()).toEqual(stored.map((r) => r.discussionID).sort());

    const paged = await call("GET", "/discussions/bookmarked?limit=1&page=1", "member2");
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers["x-app-page-limit"]).toBe("1");
    expect(paged.headers["x-app-page-result-count"]).toBe(String(ids.length));
    expect(paged.headers["x-app-page-next-url"]).toBeDefined();
  });

  it("is not caught by /discussions/{id}, and answers 401 to a guest", async () => {
    const response = await call("GET", "/discussions/bookmarked");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).not.toMatch(/must be integer/);
  });
});

describe("the bookmarks page /discussions/bookmarked (content spec §2: the account menu's Bookmarks link)", () => {
  const bootOf = (html: string) => {
    const match = /<script type="application\/json" id="plaza-boot">([^<]*)<\/script>/.exec(html);
    if (!match?.[1]) throw new Error("no boot payload");
    return JSON.parse(match[1]) as { status?: number; layout?: { seo: { title: string } } };
  };
  const listedIn = (layout: unknown): Discussion[] => {
    const found: Discussion[] = [];
    JSON.stringify(layout, (key, value: unknown) => {
      if (key === "discussions" && Array.isArray(value)) found.push(...(value as Discussion[]));
      return value;
    });
    return found;
  };

  it("lists only the member's own bookmarked discussions, titled Bookmarks", async () => {
    const kept = await create();
    const other = await create();
    await call("PUT", `/discussions/${kept.discussionID}/bookmark`, "member2", { bookmarked: true });
    await call("PUT", `/discussions/${other.discussionID}/bookmark`, "moderator", { bookmarked: true });
    const page = await api.app.inject({
      url: "/discussions/bookmarked",
      headers: { cookie: api.cookies.member2 },
    });
    expect(page.statusCode).toBe(200);
    const boot = bootOf(page.body);
    expect(boot.layout?.seo.title).toMatch(/^Bookmarks - /);
    const listed = listedIn(boot.layout);
    expect(listed.map((d) => d.discussionID)).toContain(kept.discussionID);
    expect(listed.map((d) => d.discussionID)).not.toContain(other.discussionID);
    expect(listed.every((d) => d.bookmarked)).toBe(true);
  });

  it("answers a guest with the Permission Problem page (403), not someone's list", async () => {
    const page = await api.app.inject({ url: "/discussions/bookmarked" });
    expect(page.statusCode).toBe(403);
    expect(bootOf(page.body).status).toBe(403);
    expect(bootOf(page.body).layout).toBeUndefined();
    const lookup = await api.app.inject({
      url: "/api/v2/layouts/lookup-hydrate?layoutViewType=discussionList&recordType=global&recordID=-1&params[bookmarked]=true",
    });
    expect(lookup.statusCode).toBe(403);
  });
});

it("a member's later navigation to the bookmarks page (lookup-hydrate, params as text) lists only bookmarks", async () => {
  const kept = await create();
  await create();
  await call("PUT", `/discussions/${kept.discussionID}/bookmark`, "moderator", { bookmarked: true });
  const lookup = await call(
    "GET",
    "/layouts/lookup-hydrate?layoutViewType=discussionList&recordType=global&recordID=-1&params[bookmarked]=true",
    "moderator",
  );
  expect(lookup.statusCode, lookup.body).toBe(200);
  const listed: Discussion[] = [];
  JSON.stringify(lookup.json(), (key, value: unknown) => {
    if (key === "discussions" && Array.isArray(value)) listed.push(...(value as Discussion[]));
    return value;
  });
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((d) => d.bookmarked)).toBe(true);
});
