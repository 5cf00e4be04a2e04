// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { postComment, postDiscussion, setUpRoleApi } from "../../tests/helpers/role-api";
import { keys, searchAs, searchRoles } from "./search.fixtures";

// Runs on SQLite, and on PostgreSQL when PLAZA_TEST_DATABASE_URL is set: both must group alike.
const api = setUpRoleApi(searchRoles);
const ids: Record<string, number> = {};
const replies: number[] = [];

beforeAll(async () => {
  // A thread whose replies all talk about the word, and whose own text does not.
  ids.busy = await postDiscussion(api, "member", "Office furniture", "What should I buy for my study?");
  for (const [index, as] of (["member2", "moderator", "member2", "admin", "moderator"] as const).entries()) {
    replies.push(await postComment(api, as, ids.busy, `Get a standing zorbdesk, number ${index}.`));
  }
  ids.titled = await postDiscussion(api, "member2", "My zorbdesk", "A zorbdesk made of oak.");
  ids.quiet = await postDiscussion(api, "member", "Zorbdesk lamp", "Which lamp?");
  replies.push(await postComment(api, "admin", ids.quiet, "Any zorbdesk lamp will do."));
});

describe("GET /api/v2/search?groupBy=discussion: one result per discussion", () => {
  it("search: a discussion's matching comments come under it, the best 3 and their count", async () => {
    const flat = await searchAs(api, { query: "zorbdesk", limit: 100 });
    expect(flat.total).toBe(8);
    const grouped = await searchAs(api, { query: "zorbdesk", groupBy: "discussion", limit: 100 });
    expect(grouped.total).toBe(3);
    expect(keys(grouped).sort()).toEqual(
      [ids.busy, ids.titled, ids.quiet].map((id) => `discussion:${id}`).sort(),
    );
    const busy = grouped.results.find((result) => result.recordID === ids.busy)!;
    expect(busy.name).toBe("Office furniture");
    expect(busy.matchingCommentCount).toBe(5);
    expect(busy.matchingComments).toHaveLength(3);
    for (const comment of busy.matchingComments ?? []) {
      expect(comment.recordType).toBe("comment");
      expect(comment.discussionID).toBe(ids.busy);
      expect(replies).toContain(comment.recordID);
      expect(comment.excerpt.slice(comment.excerptMarks[0]!.start, comment.excerptMarks[0]!.end)).toMatch(
        /zorbdesk/i,
      );
    }
    const titled = grouped.results.find((result) => result.recordID === ids.titled)!;
    expect(titled.matchingCommentCount).toBe(0);
    expect(titled.matchingComments).toEqual([]);
    expect(grouped.results.find((result) => result.recordID === ids.quiet)?.matchingCommentCount).toBe(1);
  });

  it("search: pages count discussions, never overlap, and the total stays", async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(await searchAs(api, { query: "zorbdesk", groupBy: "discussion", limit: 1, page }));
    }
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3]);
    const seen = pages.flatMap((page) => keys(page));
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(await searchAs(api, { query: "zorbdesk", groupBy: "discussion", limit: 1, page: 4 })).toEqual({
      results: [],
      total: 3,
    });
  });

  it("search: newest first orders discussions by their newest match", async () => {
    const newest = await searchAs(api, {
      query: "zorbdesk",
      groupBy: "discussion",
      sort: "-dateInserted",
    });
    // The quiet thread's reply is the newest match, then the titled thread, then the busy one.
    expect(keys(newest)).toEqual([ids.quiet, ids.titled, ids.busy].map((id) => `discussion:${id}`));
  });

  it("search: discussionID keeps one discussion's matching posts (the onward link)", async () => {
    const inThread = await searchAs(api, { query: "zorbdesk", discussionID: ids.busy!, limit: 100 });
    expect(inThread.total).toBe(5);
    expect(inThread.results.every((result) => result.discussionID === ids.busy)).toBe(true);
  });
});

describe("GET /api/v2/search: tagOperator (Vanilla's name)", () => {
  it("search: tags with tagOperator=and keep the discussions with every tag; or (default) with any", async () => {
    const tags = await api.app.db
      .selectFrom("tags")
      .select(["tagID", "name"])
      .orderBy("tagID")
      .limit(2)
      .execute();
    expect(tags).toHaveLength(2);
    const [first, second] = tags as [{ tagID: number; name: string }, { tagID: number; name: string }];
    await api.app.db
      .insertInto("discussion_tags")
      .values([
        { discussionID: ids.titled!, tagID: first.tagID },
        { discussionID: ids.titled!, tagID: second.tagID },
        { discussionID: ids.quiet!, tagID: first.tagID },
      ])
      .execute();
    const names = [first.name, second.name];
    const any = await searchAs(api, { query: "zorbdesk", tags: names, recordTypes: ["discussion"] });
    expect(keys(any).sort()).toEqual([ids.titled, ids.quiet].map((id) => `discussion:${id}`).sort());
    const every = await searchAs(api, {
      query: "zorbdesk",
      tags: names,
      tagOperator: "and",
      recordTypes: ["discussion"],
    });
    expect(keys(every)).toEqual([`discussion:${ids.titled}`]);
  });
});
