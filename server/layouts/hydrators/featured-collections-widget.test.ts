// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { featuredCollectionsWidgetSchema } from "../../../schemas/widgets/featured-collections-widget.schema";
import type { CollectionContent } from "../../../schemas/entities/collection.schema";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { nowISO } from "../../db/columns";
import { hydrateNode } from "../hydrate-layout";
import { hydrateFeaturedCollectionsWidget } from "./featured-collections-widget";

let app: FastifyInstance;
let guidesID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  guidesID = (
    await app.db
      .selectFrom("collections")
      .select("collectionID")
      .where("name", "=", "Getting Started Guides")
      .executeTakeFirstOrThrow()
  ).collectionID;
});
afterAll(() => app.close());

describe("hydrateFeaturedCollectionsWidget", () => {
  it("preloads the seeded collection with its records' content", async () => {
    const definition = { collectionID: guidesID, containerOptions: { displayType: "carousel" } };
    const props = await hydrateFeaturedCollectionsWidget(definition, await hydrateContextFor(app));
    expectMatchesSchema(featuredCollectionsWidgetSchema, props);
    const collection = props.collection as CollectionContent;
    expect(collection.name).toBe("Getting Started Guides");
    expect(collection.records.map((r) => r.record.category?.name)).toEqual(Array(4).fill("Getting Started"));
    expect(props.containerOptions).toEqual({ displayType: "carousel" });
  });

  it("leaves a staff-only record out for a member but not for a moderator (content spec §6)", async () => {
    const staff = await app.db
      .selectFrom("discussions")
      .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
      .select("discussions.discussionID")
      .where("categories.urlcode", "=", "staff-room")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("collection_records")
      .values({
        collectionID: guidesID,
        recordType: "discussion",
        recordID: staff.discussionID,
        sort: 0,
        dateInserted: nowISO(),
      })
      .execute();
    const countFor = async (name: string) => {
      const props = await hydrateFeaturedCollectionsWidget(
        { collectionID: guidesID },
        await hydrateContextFor(app, name),
      );
      return (props.collection as CollectionContent).records.length;
    };
    expect(await countFor("moderator")).toBe(5);
    expect(await countFor("member")).toBe(4);
  });

  it("turns an unknown collection into a LayoutError node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.featuredcollections", collectionID: 9999 },
      await hydrateContextFor(app),
    );
    expect(node).toMatchObject({
      $reactComponent: "LayoutError",
      $reactProps: { componentName: "FeaturedCollectionsWidget", message: "Collection not found." },
    });
  });

  it("hydrates a react.featuredcollections node into a valid FeaturedCollectionsWidget node", async () => {
    const node = await hydrateNode(
      {
        $hydrate: "react.featuredcollections",
        collectionID: guidesID,
        itemOptions: { contentType: "title" },
      },
      await hydrateContextFor(app),
    );
    expect(node.$reactComponent).toBe("FeaturedCollectionsWidget");
  });
});
