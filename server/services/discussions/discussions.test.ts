// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  buildCategory,
  buildComment,
  buildDiscussion,
  buildReaction,
  buildTag,
  buildUser,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { loadViewer } from "../../auth/viewer";
import { slugify } from "./discussion-presenter";
import { discussionListPaging, listDiscussions } from "./discussions";
import { countingQueries } from "../../../tests/helpers/query-count";

let app: FastifyInstance;
let reader: BuiltUser;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const db = app.db;
  reader = await buildUser(db);
  const authors = [await buildUser(db), await buildUser(db), await buildUser(db)];
  const categories = [await buildCategory(db), await buildCategory(db)];
  const tagIDs = [await buildTag(db), await buildTag(db)];
  // 50 discussions by several authors in several categories, some tagged, some with comments and
  // reactions: everything "expand: all" adds.
  for (let i = 0; i < 50; i++) {
    const discussionID = await buildDiscussion(db, {
      categoryID: categories[i % 2]!.categoryID,
      insertUserID: authors[i % 3]!.userID,
      ...(i % 3 === 0 ? { tagIDs: [tagIDs[i % 2]!] } : {}),
    });
    if (i % 5 === 0) {
      await buildComment(db, { discussionID, insertUserID: authors[(i + 1) % 3]!.userID });
      await buildReaction(db, { recordType: "discussion", recordID: discussionID, userID: reader.userID });
    }
  }
});
afterAll(() => app.close());

describe("listDiscussions", () => {
  it("runs the same number of queries for 5 or 50 discussions (no query per discussion)", async () => {
    const counting = countingQueries(app.db);
    const db = counting.db;
    const viewer = await loadViewer(app.db, reader.userID);
    const small = await listDiscussions(db, viewer, { limit: 5, expand: "all" });
    const smallQueries = counting.count();
    counting.reset();
    const large = await listDiscussions(db, viewer, { limit: 50, expand: "all" });
    expect(small.discussions).toHaveLength(5);
    expect(large.discussions.length).toBeGreaterThan(30);
    expect(counting.count()).toBe(smallQueries);
  });
});

describe("discussionListPaging", () => {
  it("links the neighbours of a middle page and none beyond the ends", () => {
    const middle = discussionListPaging({ categoryID: 2 }, { page: 2, limit: 10, total: 25 });
    expect(middle).toMatchObject({ currentPage: 2, limit: 10, total: 25 });
    expect(middle.nextURL).toBe("/api/v2/discussions?categoryID=2&page=3&limit=10");
    expect(middle.prevURL).toBe("/api/v2/discussions?categoryID=2&page=1&limit=10");
    const last = discussionListPaging({}, { page: 3, limit: 10, total: 25 });
    expect(last).not.toHaveProperty("nextURL");
    expect(discussionListPaging({}, { page: 1, limit: 10, total: 0 })).not.toHaveProperty("prevURL");
  });
});

describe("slugify", () => {
  it("makes a lower-case dashed slug, keeping letters of any script", () => {
    expect(slugify("Show us your setup (mega thread)")).toBe("show-us-your-setup-mega-thread");
    expect(slugify("Café déjà vu!")).toBe("cafe-deja-vu");
    expect(slugify("Привет мир")).toBe("привет-мир");
    expect(slugify("???")).toBe("discussion");
  });
});
