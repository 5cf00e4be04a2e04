// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { discussionsWidgetSchema } from "../../../schemas/widgets/discussions-widget.schema";
import { buildCategory, buildCommunity, buildDiscussion } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateDiscussionsWidget } from "./discussions-widget";
import { setAddonEnabled } from "../../services/addons/addons";

// Bodies render in the test's thread: a worker pool starting on a busy machine may miss its budget.
vi.mock("../../services/body/render-pool", () => import("../../../tests/helpers/inline-render-pool"));

let app: FastifyInstance;
let community: Awaited<ReturnType<typeof buildCommunity>>;
/** A parent category and its two children, holding 6 discussions between them. */
let family: number[];
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  community = await buildCommunity(app);
  const { member, moderator, general, staffRoom } = community;
  const parent = await buildCategory(app.db);
  const children = [
    await buildCategory(app.db, { parentID: parent.categoryID }),
    await buildCategory(app.db, { parentID: parent.categoryID }),
  ];
  family = [parent.categoryID, ...children.map((child) => child.categoryID)];
  for (const categoryID of [...family, ...family])
    await buildDiscussion(app.db, { categoryID, insertUserID: member.userID });
  // 12 in all that a guest sees (more than the first page), and one only staff see.
  for (let i = 0; i < 6; i++)
    await buildDiscussion(app.db, { categoryID: general.categoryID, insertUserID: member.userID });
  await buildDiscussion(app.db, { categoryID: staffRoom.categoryID, insertUserID: moderator.userID });
});
afterAll(() => app.close());

describe("hydrateDiscussionsWidget", () => {
  it("preloads the first 10 discussions with authors, categories and excerpts, and their paging", async () => {
    const definition = { title: "Recent Discussions", apiParams: { sort: "-dateLastComment" } };
    const props = await hydrateDiscussionsWidget(definition, await hydrateContextFor(app));
    expectMatchesSchema(discussionsWidgetSchema, props);
    const discussions = props.discussions as Discussion[];
    expect(discussions).toHaveLength(10);
    expect(discussions[0]).toHaveProperty("insertUser.name");
    expect(discussions[0]).toHaveProperty("category.url");
    expect(discussions[0]?.excerpt).toEqual(expect.any(String));
    expect(props.initialPaging).toMatchObject({ currentPage: 1, limit: 10, total: expect.any(Number) });
    expect((props.initialPaging as { nextURL?: string }).nextURL).toMatch(
      /^\/api\/v2\/discussions\?.*page=2/,
    );
    expect(props.title).toBe("Recent Discussions");
  });

  it("lists by a chosen question status while the Q&A addon is on, and without it while off", async () => {
    const { member, general } = community;
    const questionID = await buildDiscussion(app.db, {
      categoryID: general.categoryID,
      insertUserID: member.userID,
      type: "question",
    });
    const definition = { apiParams: { status: "unanswered" } };
    await setAddonEnabled(app.db, "qna", true);
    try {
      const props = await hydrateDiscussionsWidget(definition, await hydrateContextFor(app));
      expectMatchesSchema(discussionsWidgetSchema, props);
      expect((props.discussions as Discussion[]).map((d) => d.discussionID)).toEqual([questionID]);
    } finally {
      await setAddonEnabled(app.db, "qna", false);
    }
    const off = await hydrateDiscussionsWidget(definition, await hydrateContextFor(app));
    expect(off.apiParams).toEqual({});
    expect(off.discussions as Discussion[]).toHaveLength(10);
  });

  it("keeps to the definition's category and limit", async () => {
    const definition = { apiParams: { categoryID: family[0], includeChildCategories: true, limit: 4 } };
    const props = await hydrateDiscussionsWidget(definition, await hydrateContextFor(app));
    const discussions = props.discussions as Discussion[];
    expect(discussions).toHaveLength(4);
    expect(discussions.every((d) => family.includes(d.categoryID))).toBe(true);
  });

  it("leaves out the Staff Room for a member but not for a moderator", async () => {
    const definition = { apiParams: { categoryID: community.staffRoom.categoryID } };
    const asMember = await hydrateDiscussionsWidget(
      definition,
      await hydrateContextFor(app, community.member.name),
    );
    const asModerator = await hydrateDiscussionsWidget(
      definition,
      await hydrateContextFor(app, community.moderator.name),
    );
    expect(asMember.discussions).toEqual([]);
    expect((asModerator.discussions as Discussion[]).length).toBeGreaterThan(0);
  });

  it("hydrates a react.discussion.discussions definition node into a valid DiscussionsWidget node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.discussion.discussions", apiParams: { limit: 3 } },
      await hydrateContextFor(app),
    );
    expect(node.$reactComponent).toBe("DiscussionsWidget");
    expect(node.$reactProps.discussions).toHaveLength(3);
  });
});
