// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { postComment, postDiscussion, rich2Paragraph, setUpRoleApi } from "../../tests/helpers/role-api";
import { categoryIDOf } from "../../tests/helpers/server";
import { expectFieldErrors, keys, searchAs, searchRoles, suggestAs } from "./search.fixtures";

// The index follows every write in the write's own transaction, and never shows what the viewer
// may not read. Runs on SQLite, and on PostgreSQL when PLAZA_TEST_DATABASE_URL is set.
const api = setUpRoleApi(searchRoles);
let staffRoomID: number;
let staffWord: string;

beforeAll(async () => {
  staffRoomID = await categoryIDOf(api.app, "staff-room");
  await api.call("PATCH", `/discussions/${api.staffDiscussionID}`, "admin", {
    name: "Quarterly plumbus review",
  });
  staffWord = "plumbus";
});

describe("search: what the viewer may read (content spec §6)", () => {
  it("search: a guest or a member never finds a post in a category closed to them, not even in the total", async () => {
    const staff = await searchAs(api, { query: staffWord }, "admin");
    expect(keys(staff)).toContain(`discussion:${api.staffDiscussionID}`);
    for (const as of [undefined, "member"] as const) {
      const page = await searchAs(api, { query: staffWord }, as);
      expect(page).toEqual({ results: [], total: 0 });
      const scoped = await searchAs(api, { query: staffWord, categoryID: staffRoomID }, as);
      expect(scoped.total).toBe(0);
      expect(await suggestAs(api, staffWord, as)).toEqual([]);
    }
  });
});

describe("search: the index follows writes at once", () => {
  it("search: a deleted discussion vanishes, with its comments", async () => {
    const discussionID = await postDiscussion(api, "member", "Capybara club", "All about the capybara.");
    const commentID = await postComment(api, "member2", discussionID, "A capybara swims well.");
    expect((await searchAs(api, { query: "capybara " })).total).toBe(2);
    const deleted = await api.call("DELETE", `/discussions/${discussionID}`, "moderator");
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await searchAs(api, { query: "capybara " });
    expect(after).toEqual({ results: [], total: 0 });
    expect(keys(after)).not.toContain(`comment:${commentID}`);
  });

  it("search: a deleted comment vanishes, a kept tombstone too", async () => {
    const discussionID = await postDiscussion(api, "member", "Tapir talk", "Nothing here yet.");
    const parentID = await postComment(api, "member", discussionID, "The tapir is shy.");
    await postComment(api, "member2", discussionID, "Agreed.", parentID);
    expect(keys(await searchAs(api, { query: "tapir shy" }))).toEqual([`comment:${parentID}`]);
    const deleted = await api.call("DELETE", `/comments/${parentID}`, "moderator");
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await searchAs(api, { query: "tapir shy" })).total).toBe(0);
  });

  it("search: an edited title or body is found by its new words only", async () => {
    const discussionID = await postDiscussion(api, "member", "Ocelot sightings", "Seen an ocelot?");
    const commentID = await postComment(api, "member", discussionID, "An armadillo walked by.");
    const patched = await api.call("PATCH", `/discussions/${discussionID}`, "member", {
      name: "Margay sightings",
      body: rich2Paragraph("Seen a margay?"),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await searchAs(api, { query: "ocelot " })).total).toBe(0);
    expect(keys(await searchAs(api, { query: "margay " }))).toEqual([`discussion:${discussionID}`]);
    const edited = await api.call("PATCH", `/comments/${commentID}`, "member", {
      body: rich2Paragraph("A pangolin walked by."),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await searchAs(api, { query: "armadillo " })).total).toBe(0);
    const renamed = await searchAs(api, { query: "pangolin " });
    expect(renamed.results.map((result) => result.name)).toEqual(["RE: Margay sightings"]);
  });

  it("search: a moved discussion and its comments follow it to the new category", async () => {
    const offTopicID = await categoryIDOf(api.app, "off-topic");
    const discussionID = await postDiscussion(api, "member", "Axolotl care", "My axolotl is happy.");
    await postComment(api, "member2", discussionID, "Axolotl water must be cool.");
    const inGeneral = { query: "axolotl ", categoryID: api.generalID };
    expect((await searchAs(api, inGeneral)).total).toBe(2);
    const moved = await api.call("PATCH", `/discussions/${discussionID}`, "moderator", {
      categoryID: offTopicID,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await searchAs(api, inGeneral)).total).toBe(0);
    const inOffTopic = await searchAs(api, { query: "axolotl ", categoryID: offTopicID });
    expect(inOffTopic.total).toBe(2);
    expect(inOffTopic.results.every((result) => result.categoryID === offTopicID)).toBe(true);
  });
});

describe("search: merges and splits move the documents", () => {
  it("search: a merged discussion is found as a comment of its destination", async () => {
    const destination = await postDiscussion(api, "member", "Gecko keepers", "Geckos climb glass.");
    const source = await postDiscussion(api, "member", "Gecko lamps", "A basking lamp for a leopard gecko.");
    const merged = await api.call("POST", "/discussions/merge", "moderator", {
      discussionIDs: [source],
      destinationDiscussionID: destination,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const page = await searchAs(api, { query: "basking lamp" });
    expect(page.results.map((result) => [result.recordType, result.discussionID])).toEqual([
      ["comment", destination],
    ]);
    expect(keys(await searchAs(api, { query: "gecko ", recordTypes: ["discussion"] }))).toEqual([
      `discussion:${destination}`,
    ]);
  });

  it("search: split comments are found in the new discussion and its category", async () => {
    const offTopicID = await categoryIDOf(api.app, "off-topic");
    const source = await postDiscussion(api, "member", "Iguana diet", "What do iguanas eat?");
    const first = await postComment(api, "member2", source, "Iguanas love dandelion greens.");
    const second = await postComment(api, "member2", source, "Dandelion and squash, mostly.");
    const split = await api.call("POST", "/discussions/split", "moderator", {
      discussionID: source,
      commentIDs: [first, second],
      name: "Dandelion feeding",
      categoryID: offTopicID,
    });
    expect(split.statusCode, split.body).toBe(201);
    const newID = (split.json() as { discussionID: number }).discussionID;
    const page = await searchAs(api, { query: "dandelion ", sort: "dateInserted" });
    expect(keys(page)).toEqual([`discussion:${newID}`, `comment:${second}`]);
    expect(page.results.every((result) => result.categoryID === offTopicID)).toBe(true);
  });
});

describe("GET /api/v2/search/autocomplete (content spec §3 search suggestion, §5)", () => {
  it("search: autocomplete answers places first, then content, then members", async () => {
    const discussionID = await postDiscussion(api, "member", "Moderation tips", "Be kind.");
    const suggestions = await suggestAs(api, "moder", "admin");
    expect(suggestions.map((s) => s.type)).toEqual(["category", "discussion", "user"]);
    const [place, post, person] = suggestions;
    expect(place).toMatchObject({ label: "Moderation Log", recordType: "category", source: "community" });
    expect(place?.data.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Staff Room"]);
    expect(post).toMatchObject({
      recordID: discussionID,
      label: "Moderation tips",
      data: { isForeign: false },
    });
    expect(person).toMatchObject({ label: "moderator", url: "/profile/moderator" });
    // A guest is offered no place in the staff-only category.
    expect((await suggestAs(api, "moder")).map((s) => s.type)).toEqual(["discussion", "user"]);
  });

  it("search: a title suggestion follows a rename and a delete", async () => {
    const discussionID = await postDiscussion(api, "member", "Wombat burrows", "Deep ones.");
    const titles = async (typed: string) =>
      (await suggestAs(api, typed)).filter((s) => s.type === "discussion").map((s) => s.label);
    expect(await titles("wombat bur")).toEqual(["Wombat burrows"]);
    const renamed = await api.call("PATCH", `/discussions/${discussionID}`, "member", {
      name: "Numbat burrows",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await titles("wombat")).toEqual([]);
    expect(await titles("numbat b")).toEqual(["Numbat burrows"]);
    const deleted = await api.call("DELETE", `/discussions/${discussionID}`, "admin");
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await titles("numbat")).toEqual([]);
  });

  it("search: autocomplete answers nothing for an empty or blank query (content spec §5)", async () => {
    expect(await suggestAs(api, "")).toEqual([]);
    expect(await suggestAs(api, "   ")).toEqual([]);
    const response = await api.call("GET", "/search/autocomplete");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("search: autocomplete keeps within its limit, at most 20", async () => {
    expect((await suggestAs(api, "m", "admin", 2)).length).toBeLessThanOrEqual(2);
    expectFieldErrors(await api.call("GET", "/search/autocomplete?query=m&limit=21"));
  });
});
