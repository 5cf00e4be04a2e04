// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { siteTotalsWidgetSchema } from "../../../schemas/widgets/site-totals-widget.schema";
import { buildCommunity, buildDiscussion, type BuiltUser } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateSiteTotalsWidget } from "./site-totals-widget";

let app: FastifyInstance;
let member: BuiltUser;
let moderator: BuiltUser;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const community = await buildCommunity(app);
  ({ member, moderator } = community);
  await buildDiscussion(app.db, { categoryID: community.general.categoryID, insertUserID: member.userID });
  await buildDiscussion(app.db, {
    categoryID: community.staffRoom.categoryID,
    insertUserID: moderator.userID,
  });
});
afterAll(() => app.close());

describe("hydrateSiteTotalsWidget", () => {
  it("preloads the default counts, so the first render needs no request", async () => {
    const props = await hydrateSiteTotalsWidget({}, await hydrateContextFor(app));
    expectMatchesSchema(siteTotalsWidgetSchema, props);
    expect((props.totals as { recordType: string }[]).map((t) => t.recordType)).toEqual([
      "user",
      "discussion",
      "comment",
    ]);
  });

  it("keeps the definition's order and labels and leaves hidden counts out", async () => {
    const definition = {
      apiParams: {
        counts: [
          { recordType: "post", label: "Posts" },
          { recordType: "user", label: "People", isHidden: true },
          { recordType: "category", label: "Places" },
        ],
      },
    };
    const props = await hydrateSiteTotalsWidget(definition, await hydrateContextFor(app, member.name));
    expectMatchesSchema(siteTotalsWidgetSchema, props);
    expect(props.totals).toEqual([
      expect.objectContaining({ recordType: "post", label: "Posts", isCalculating: false }),
      expect.objectContaining({ recordType: "category", label: "Places" }),
    ]);
    expect(props.apiParams).toEqual(definition.apiParams);
  });

  it("counts what the viewer may see: more discussions for a moderator than a member", async () => {
    const definition = { apiParams: { counts: [{ recordType: "discussion", label: "Discussions" }] } };
    const countFor = async (name: string) => {
      const props = await hydrateSiteTotalsWidget(definition, await hydrateContextFor(app, name));
      return (props.totals as { count: number }[])[0]?.count ?? 0;
    };
    expect(await countFor(moderator.name)).toBeGreaterThan(await countFor(member.name));
  });

  it("hydrates a react.sitetotals definition node into a valid SiteTotalsWidget node", async () => {
    const node = await hydrateNode({ $hydrate: "react.sitetotals" }, await hydrateContextFor(app));
    expect(node.$reactComponent).toBe("SiteTotalsWidget");
    expect(node.$reactProps.totals).toHaveLength(3);
  });
});
