// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../tests/helpers/server";
import { loadViewer } from "../../auth/viewer";
import { slugify } from "./discussion-presenter";
import { discussionListPaging, listDiscussions } from "./discussions";
import { countingQueries } from "../../../tests/helpers/query-count";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

describe("listDiscussions", () => {
  it("runs the same number of queries for 5 or 50 discussions (no query per discussion)", async () => {
    const counting = countingQueries(app.db);
    const db = counting.db;
    const viewer = await loadViewer(app.db, 3);
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
