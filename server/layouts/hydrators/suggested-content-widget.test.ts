// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { suggestedContentWidgetSchema } from "../../../schemas/widgets/suggested-content-widget.schema";
import { buildCategory, buildDiscussion, buildUser, type BuiltUser } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateSuggestedContentWidget } from "./suggested-content-widget";

let app: FastifyInstance;
let member: BuiltUser;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  member = await buildUser(app.db);
  const author = await buildUser(app.db);
  // Four categories the member does not follow, with six discussions between them.
  const categories = [];
  for (let i = 0; i < 4; i++) categories.push(await buildCategory(app.db));
  for (let i = 0; i < 6; i++)
    await buildDiscussion(app.db, { categoryID: categories[i % 4]!.categoryID, insertUserID: author.userID });
});
afterAll(() => app.close());

type Hydrated = {
  suggestedContent: { discussions: unknown[]; title?: string };
  suggestedFollows: { categories: unknown[] };
};

describe("hydrateSuggestedContentWidget", () => {
  it("preloads discussions and categories for a member, keeping the definition's options", async () => {
    const definition = { title: "For you", suggestedContent: { title: "Read next", limit: 4 } };
    const props = await hydrateSuggestedContentWidget(definition, await hydrateContextFor(app, member.name));
    expectMatchesSchema(suggestedContentWidgetSchema, props);
    const { suggestedContent, suggestedFollows } = props as Hydrated;
    expect(suggestedContent.title).toBe("Read next");
    expect(suggestedContent.discussions).toHaveLength(4);
    expect(suggestedFollows.categories).toHaveLength(3);
  });

  it("preloads no categories for a guest", async () => {
    const props = await hydrateSuggestedContentWidget({}, await hydrateContextFor(app));
    expectMatchesSchema(suggestedContentWidgetSchema, props);
    expect((props as Hydrated).suggestedContent.discussions).toHaveLength(5);
    expect((props as Hydrated).suggestedFollows.categories).toEqual([]);
  });

  it("loads nothing for a list the definition turned off", async () => {
    const props = await hydrateSuggestedContentWidget(
      { suggestedContent: { enabled: false }, suggestedFollows: { enabled: false } },
      await hydrateContextFor(app, member.name),
    );
    expect(props).toEqual({
      suggestedContent: { enabled: false, discussions: [] },
      suggestedFollows: { enabled: false, categories: [] },
    });
  });

  it("hydrates a react.suggestedcontent node into a valid SuggestedContentWidget node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.suggestedcontent" },
      await hydrateContextFor(app, member.name),
    );
    expect(node.$reactComponent).toBe("SuggestedContentWidget");
  });
});
