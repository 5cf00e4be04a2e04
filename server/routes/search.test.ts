// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { postComment, postDiscussion, setUpRoleApi } from "../../tests/helpers/role-api";
import { categoryIDOf } from "../../tests/helpers/server";
import { expectFieldErrors, keys, markedWords, postIn, searchAs, searchRoles } from "./search.fixtures";

// One file for both databases: the suite runs it on SQLite, and on PostgreSQL when
// PLAZA_TEST_DATABASE_URL is set, and both engines must give the same answers.
const api = setUpRoleApi(searchRoles);
const ids: Record<string, number> = {};

beforeAll(async () => {
  ids.member2 = (
    await api.app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "member2")
      .executeTakeFirstOrThrow()
  ).userID;
  ids.introductions = await categoryIDOf(api.app, "introductions");
  ids.title = await postDiscussion(api, "member", "Nebula photography night", "We will photograph a nebula.");
  ids.body = await postDiscussion(
    api,
    "member",
    "Telescope advice",
    "I bought a small telescope last month and want to try many things, maybe even a nebula one day.",
  );
  ids.phrase = await postDiscussion(
    api,
    "member",
    "Zoo trip",
    "We saw the purple quokka dancing near the gate.",
  );
  ids.reversed = await postDiscussion(
    api,
    "member",
    "Zoo trip two",
    "A quokka, purple with paint, was asleep.",
  );
  ids.both = await postDiscussion(api, "member", "Breakfast", "Zeppelin marmalade on toast.");
  ids.one = await postDiscussion(api, "member", "Jam", "Orange marmalade is the best.");
  ids.reply = await postComment(api, "member2", ids.phrase, "My reply: flamingos were there too.");
  ids.prefix = await postDiscussion(api, "member", "Glass toys", "A kaleidoscope makes patterns.");
  ids.child = await postIn(api, "member", ids.introductions, "Wombat keeper here", "I look after a wombat.");
  ids.parent = await postDiscussion(api, "member2", "Wombat facts", "A wombat digs burrows.");
});

describe("GET /api/v2/search: matching (content spec §7)", () => {
  it("search: finds a word of a seeded comment and marks it in the plain-text excerpt", async () => {
    const { results, total } = await searchAs(api, { query: "bites", recordTypes: ["comment"] });
    expect(total).toBeGreaterThan(0);
    const found = results[0];
    expect(found?.recordType).toBe("comment");
    expect(found?.name).toMatch(/^RE: /);
    expect(found?.url).toBe(`/discussion/comment/${found?.recordID}#Comment_${found?.recordID}`);
    expect(found?.excerpt).not.toMatch(/[<>\ue000\ue001]/);
    expect(markedWords(found!)).toContain("bites");
  });

  it("search: English stemming, replies finds a reply", async () => {
    const { results } = await searchAs(api, { query: "flamingos replies " });
    expect(keys({ results, total: 0 })).toEqual([`comment:${ids.reply}`]);
    expect(markedWords(results[0]!)).toEqual(expect.arrayContaining(["reply", "flamingos"]));
  });

  it("search: a trailing partial word matches as a prefix", async () => {
    const { results } = await searchAs(api, { query: "kaleido" });
    expect(keys({ results, total: 0 })).toEqual([`discussion:${ids.prefix}`]);
    expect(markedWords(results[0]!)[0]).toMatch(/^kaleido/);
    expect((await searchAs(api, { query: "kaleido " })).total).toBe(0);
  });

  it('search: "double quotes" find the words as a phrase, in order', async () => {
    const phrase = await searchAs(api, { query: '"purple quokka"' });
    expect(keys(phrase)).toEqual([`discussion:${ids.phrase}`]);
    // Stop words inside a phrase keep its words apart as in the text.
    expect(keys(await searchAs(api, { query: '"dancing near the gate"' }))).toEqual([
      `discussion:${ids.phrase}`,
    ]);
    expect((await searchAs(api, { query: '"dancing the gate"' })).total).toBe(0);
    const words = await searchAs(api, { query: "purple quokka " });
    expect(keys(words).sort()).toEqual([`discussion:${ids.phrase}`, `discussion:${ids.reversed}`].sort());
  });

  it("search: queryOperator and needs every word, or any word", async () => {
    const all = await searchAs(api, { query: "zeppelin marmalade " });
    expect(keys(all)).toEqual([`discussion:${ids.both}`]);
    const any = await searchAs(api, { query: "zeppelin marmalade ", queryOperator: "or" });
    expect(keys(any).sort()).toEqual([`discussion:${ids.both}`, `discussion:${ids.one}`].sort());
  });

  it("search: relevance ranks a title match above a passing mention", async () => {
    const { results } = await searchAs(api, { query: "nebula " });
    expect(keys({ results, total: 0 })).toEqual([`discussion:${ids.title}`, `discussion:${ids.body}`]);
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
  });

  it("search: sort -dateInserted is newest first, dateInserted (or oldest) oldest first", async () => {
    const newest = await searchAs(api, { query: "nebula ", sort: "-dateInserted" });
    expect(keys(newest)).toEqual([`discussion:${ids.body}`, `discussion:${ids.title}`]);
    for (const sort of ["dateInserted", "oldest"]) {
      expect(keys(await searchAs(api, { query: "nebula ", sort }))).toEqual([
        `discussion:${ids.title}`,
        `discussion:${ids.body}`,
      ]);
    }
  });

  it("search: the paging headers carry the total; pages do not overlap", async () => {
    const first = await searchAs(api, { query: "wombat ", limit: 1 });
    const second = await searchAs(api, { query: "wombat ", limit: 1, page: 2 });
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect(keys(first)).not.toEqual(keys(second));
    expect(await searchAs(api, { query: "wombat ", limit: 1, page: 3 })).toEqual({ results: [], total: 2 });
    const response = await api.call("GET", "/search?query=wombat&limit=1");
    expect(response.headers.link).toContain('rel="next"');
  });

  it("search: expand adds the author, the breadcrumbs and the body", async () => {
    const { results } = await searchAs(api, {
      query: "wombat keeper",
      expand: "insertUser,breadcrumbs,body",
    });
    const found = results[0]!;
    expect(found.insertUser?.name).toBe("member");
    expect(found.breadcrumbs?.map((crumb) => crumb.name)).toEqual(["Home", "General", "Introductions"]);
    expect(found.body).toBe("I look after a wombat.");
    const plain = (await searchAs(api, { query: "wombat keeper" })).results[0]!;
    expect(plain.body).toBeUndefined();
    expect(plain.insertUser).toBeUndefined();
  });
});

describe("GET /api/v2/search: filters (content spec §3, §7)", () => {
  it("search: categoryID alone, and with includeChildCategories", async () => {
    const generalOnly = await searchAs(api, { query: "wombat ", categoryID: api.generalID });
    expect(keys(generalOnly)).toEqual([`discussion:${ids.parent}`]);
    const withChildren = await searchAs(api, {
      query: "wombat ",
      categoryID: api.generalID,
      includeChildCategories: true,
    });
    expect(withChildren.total).toBe(2);
  });

  it("search: insertUserIDs keeps the members' records only", async () => {
    const page = await searchAs(api, { query: "wombat ", insertUserIDs: [ids.member2 ?? 0] });
    expect(keys(page)).toEqual([`discussion:${ids.parent}`]);
  });

  it("search: recordTypes and types keep those kinds only", async () => {
    const comments = await searchAs(api, { query: "flamingos ", recordTypes: ["comment"] });
    expect(keys(comments)).toEqual([`comment:${ids.reply}`]);
    expect((await searchAs(api, { query: "flamingos ", recordTypes: "discussion,user" })).total).toBe(0);
    expect((await searchAs(api, { query: "wombat ", types: ["comment"] })).total).toBe(0);
    const members = await searchAs(api, { query: "member2", recordTypes: ["user"] });
    expect(members.results.map((result) => [result.name, result.url])).toEqual([
      ["member2", "/profile/member2"],
    ]);
  });

  it("search: tags keep the posts of discussions with one of the tags; no text lists them newest first", async () => {
    const tagged = await api.app.db
      .selectFrom("discussion_tags")
      .innerJoin("tags", "tags.tagID", "discussion_tags.tagID")
      .innerJoin("discussions", "discussions.discussionID", "discussion_tags.discussionID")
      .select("discussions.discussionID")
      .where("tags.name", "=", "Bug")
      .where("discussions.categoryID", "!=", await categoryIDOf(api.app, "staff-room"))
      .execute();
    expect(tagged.length).toBeGreaterThan(0);
    const page = await searchAs(api, { tags: ["Bug"], recordTypes: ["discussion"], limit: 100 });
    expect(page.results.map((result) => result.recordID).sort()).toEqual(
      tagged.map((row) => row.discussionID).sort(),
    );
    const dates = page.results.map((result) => result.dateInserted);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await searchAs(api, { query: "the and of", tags: ["Bug"] })).toEqual({ results: [], total: 0 });
  });

  it("search: dateInserted takes the date range forms (content spec §3)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await searchAs(api, { query: "wombat ", dateInserted: `>=${today}` })).total).toBe(2);
    expect((await searchAs(api, { query: "wombat ", dateInserted: "<=2001-01-31" })).total).toBe(0);
    expect((await searchAs(api, { query: "wombat ", dateInserted: `[2001-01-01,${today}]` })).total).toBe(2);
  });

  it("search: bad parameters answer 400 with field errors", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "sort=best",
      "queryOperator=xor",
      "recordTypes=article",
      "categoryID=abc",
      "dateInserted=yesterday",
    ]) {
      const response = await api.call("GET", `/search?query=wombat&${query}`);
      const fields = expectFieldErrors(response);
      expect(fields.join(" "), query).toContain(query.split("=")[0]!);
    }
  });
});
