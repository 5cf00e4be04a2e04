// @vitest-environment node
import { withAbsoluteUserUrls } from "../../http/absolute-urls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { leaderboardWidgetSchema } from "../../../schemas/widgets/leaderboard-widget.schema";
import type { Leader } from "../../../schemas/entities/leader.schema";
import {
  buildCategory,
  buildDiscussion,
  buildReaction,
  buildUser,
  signInCookie,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateLeaderboardWidget } from "./leaderboard-widget";

let app: FastifyInstance;
let member: BuiltUser;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  member = await buildUser(app.db);
  const { categoryID } = await buildCategory(app.db);
  // Three members who posted and were liked: the first most, the last least.
  for (const [index, author] of [await buildUser(app.db), await buildUser(app.db), member].entries()) {
    for (let i = index; i < 3; i++) {
      const discussionID = await buildDiscussion(app.db, { categoryID, insertUserID: author.userID });
      const fan = await buildUser(app.db);
      await buildReaction(app.db, { recordType: "discussion", recordID: discussionID, userID: fan.userID });
    }
  }
});
afterAll(() => app.close());

describe("hydrateLeaderboardWidget", () => {
  it("preloads ten reputation leaders for all time by default", async () => {
    const props = await hydrateLeaderboardWidget({ title: "Top" }, await hydrateContextFor(app));
    expectMatchesSchema(leaderboardWidgetSchema, props);
    expect(props.title).toBe("Top");
    const leaders = props.leaders as Leader[];
    expect(leaders.length).toBeGreaterThan(0);
    expect(leaders.length).toBeLessThanOrEqual(10);
  });

  it("answers the same rows as GET /users/leaders with the definition's api params", async () => {
    const apiParams = { slotType: "a", leaderboardType: "posts", limit: 3 };
    const props = await hydrateLeaderboardWidget({ apiParams }, await hydrateContextFor(app, member.name));
    expectMatchesSchema(leaderboardWidgetSchema, props);
    const api = await app.inject({
      url: "/api/v2/users/leaders?slotType=a&leaderboardType=posts&limit=3",
      headers: { cookie: await signInCookie(app.db, member.userID) },
    });
    // The API gives users absolute addresses (on app.inject's own origin); the rows are the same.
    expect(withAbsoluteUserUrls(props.leaders, "http://localhost:80")).toEqual(api.json());
  });

  it("hydrates a react.leaderboard node into a valid LeaderboardWidget node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.leaderboard", apiParams: { limit: 2 } },
      await hydrateContextFor(app),
    );
    expect(node.$reactComponent).toBe("LeaderboardWidget");
    expect(node.$reactProps.leaders).toHaveLength(2);
  });
});
