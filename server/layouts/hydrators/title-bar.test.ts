// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildUser, setConfig, type BuiltUser } from "../../../tests/helpers/factories";
import { readSiteConfig } from "../../services/config";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { hydrateTitleBar } from "./title-bar";

let app: FastifyInstance;
let moderator: BuiltUser;
let moderatorRoleID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  moderator = await buildUser(app.db, { roles: ["moderator"] });
  moderatorRoleID = (
    await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "moderator")
      .executeTakeFirstOrThrow()
  ).roleID;
});
afterAll(() => app.close());

const names = (props: Record<string, unknown>) =>
  (props.navigation as Array<{ name: string }> | undefined)?.map((item) => item.name);

describe("TitleBar hydrator: site-wide navigation", () => {
  it("gives a title bar without navigation of its own the site navigation, as the viewer may see it", async () => {
    await setConfig(app.db, {
      "navigation.items": [
        { name: "Help Center", url: "/help" },
        { name: "Staff", url: "/staff", roleIDs: [moderatorRoleID] },
      ],
    });
    const config = await readSiteConfig(app.db);
    expect(names(await hydrateTitleBar({}, await hydrateContextFor(app, undefined, { config })))).toEqual([
      "Help Center",
    ]);
    expect(
      names(await hydrateTitleBar({}, await hydrateContextFor(app, moderator.name, { config }))),
    ).toEqual(["Help Center", "Staff"]);
  });

  it("keeps a layout's own navigation over the site's, without the items the viewer may not see", async () => {
    await setConfig(app.db, { "navigation.items": [{ name: "Help Center", url: "/help" }] });
    const config = await readSiteConfig(app.db);
    const own = {
      showLabels: true,
      navigation: [
        { name: "Events", url: "/events" },
        { name: "Staff", url: "/staff", roleIDs: [moderatorRoleID] },
      ],
    };
    const asGuest = await hydrateTitleBar(own, await hydrateContextFor(app, undefined, { config }));
    expect(names(asGuest)).toEqual(["Events"]);
    expect(asGuest.showLabels).toBe(true);
    expect(
      names(await hydrateTitleBar(own, await hydrateContextFor(app, moderator.name, { config }))),
    ).toEqual(["Events", "Staff"]);
  });

  it("leaves the title bar alone while the site keeps the built-in navigation", async () => {
    await setConfig(app.db, { "navigation.items": null });
    const config = await readSiteConfig(app.db);
    expect(
      await hydrateTitleBar({ showLabels: false }, await hydrateContextFor(app, undefined, { config })),
    ).toEqual({
      showLabels: false,
    });
  });
});
