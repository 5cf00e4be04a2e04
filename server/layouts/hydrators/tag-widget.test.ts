// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Tag } from "../../../schemas/entities/tag.schema";
import { tagWidgetSchema } from "../../../schemas/widgets/tag-widget.schema";
import { buildTaggedDiscussions } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateTagWidget } from "./tag-widget";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  await buildTaggedDiscussions(app.db, ["Ideas", "Help", "Events", "Unused"], [[0, 1], [0, 2], [0]]);
});
afterAll(() => app.close());

describe("hydrateTagWidget", () => {
  it("preloads the most used tags, none unused", async () => {
    const props = await hydrateTagWidget({ title: "Popular Tags" }, await hydrateContextFor(app));
    expectMatchesSchema(tagWidgetSchema, props);
    const counts = (props.tags as Tag[]).map((tag) => tag.countDiscussions);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.every((count) => count > 0)).toBe(true);
  });

  it("keeps to the definition's limit", async () => {
    const props = await hydrateTagWidget({ apiParams: { limit: 2 } }, await hydrateContextFor(app));
    expect(props.tags).toHaveLength(2);
  });

  it("hydrates a react.tags definition node into a valid TagWidget node", async () => {
    const node = await hydrateNode({ $hydrate: "react.tags" }, await hydrateContextFor(app));
    expect(node.$reactComponent).toBe("TagWidget");
    expect((node.$reactProps.tags as unknown[]).length).toBeGreaterThan(0);
  });
});
