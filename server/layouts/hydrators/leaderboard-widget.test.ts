// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { leaderboardWidgetSchema } from "../../../schemas/widgets/leaderboard-widget.schema";
import type { Leader } from "../../../schemas/entities/leader.schema";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateLeaderboardWidget } from "./leaderboard-widget";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
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
    const props = await hydrateLeaderboardWidget({ apiParams }, await hydrateContextFor(app, "member"));
    expectMatchesSchema(leaderboardWidgetSchema, props);
    const api = await app.inject({
      url: "/api/v2/users/leaders?slotType=a&leaderboardType=posts&limit=3",
      headers: { cookie: await signInAs(app, "member") },
    });
    expect(props.leaders).toEqual(api.json());
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
