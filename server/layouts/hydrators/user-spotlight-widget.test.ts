// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { userSpotlightWidgetSchema } from "../../../schemas/widgets/user-spotlight-widget.schema";
import { buildCategory, buildComment, buildDiscussion, buildUser } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateUserSpotlightWidget } from "./user-spotlight-widget";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const db = app.db;
  const admin = await buildUser(db, { name: "admin", roles: ["administrator"], title: "Community Manager" });
  await buildUser(db, { name: "moderator", roles: ["moderator"] });
  const member = await buildUser(db, { name: "member" });
  const privateMember = await buildUser(db, { name: "private", private: true });
  const banned = await buildUser(db, { name: "banned" });
  const general = await buildCategory(db);
  const staffRoom = await buildCategory(db, { private: true });
  // Everyone has posted; the admin also in the Staff Room, which a guest does not see.
  for (const author of [admin, member, privateMember, banned]) {
    const discussionID = await buildDiscussion(db, {
      categoryID: general.categoryID,
      insertUserID: author.userID,
    });
    await buildComment(db, { discussionID, insertUserID: author.userID });
  }
  const staffDiscussionID = await buildDiscussion(db, {
    categoryID: staffRoom.categoryID,
    insertUserID: admin.userID,
  });
  await buildComment(db, { discussionID: staffDiscussionID, insertUserID: admin.userID });
  // Banned after posting, as the demo's banned member was.
  await db.updateTable("users").set({ banned: 1 }).where("userID", "=", banned.userID).execute();
});
afterAll(() => app.close());

const userRow = (name: string) =>
  app.db.selectFrom("users").selectAll().where("name", "=", name).executeTakeFirstOrThrow();

async function spotlight(name: string, viewer?: string, bannedPrivateProfile = false) {
  const ctx = await hydrateContextFor(app, viewer);
  ctx.config = { ...ctx.config, "ui.bannedPrivateProfile": bannedPrivateProfile };
  const props = await hydrateUserSpotlightWidget(
    { title: "Spotlight", apiParams: { userID: (await userRow(name)).userID } },
    ctx,
  );
  expectMatchesSchema(userSpotlightWidgetSchema, props);
  return props.userInfo as Record<string, unknown> | undefined;
}

describe("hydrateUserSpotlightWidget", () => {
  it("preloads the member with title and post counts", async () => {
    const row = await userRow("admin");
    // A moderator sees every category, so the stored totals (a guest's leave the Staff Room out).
    expect(await spotlight("admin", "moderator")).toMatchObject({
      userID: row.userID,
      name: "admin",
      url: "/profile/admin",
      title: "Community Manager",
      label: "Community Manager",
      countDiscussions: row.countDiscussions,
      countComments: row.countComments,
    });
    const asGuest = await spotlight("admin");
    expect(Number(asGuest?.countComments)).toBeLessThan(row.countComments);
  });

  it("gives others only the public fragment of a private profile, but a moderator all of it (content spec §6)", async () => {
    const asGuest = await spotlight("private");
    expect(asGuest).toMatchObject({ name: "private", private: true, dateLastActive: null });
    expect(asGuest).not.toHaveProperty("countComments");
    expect(asGuest).not.toHaveProperty("title");
    expect(await spotlight("private", "member")).not.toHaveProperty("countComments");
    expect(await spotlight("private", "private")).toHaveProperty("countComments");
    expect(await spotlight("private", "moderator")).toHaveProperty("countComments");
  });

  it("restricts a banned profile when ui.bannedPrivateProfile is on", async () => {
    expect(await spotlight("banned", "member", false)).toHaveProperty("countComments");
    const restricted = await spotlight("banned", "member", true);
    expect(restricted).toMatchObject({ banned: 1 });
    expect(restricted).not.toHaveProperty("countComments");
  });

  it("turns an unknown user into a LayoutError node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.userspotlight", apiParams: { userID: 99999 } },
      await hydrateContextFor(app),
    );
    expect(node).toMatchObject({
      $reactComponent: "LayoutError",
      $reactProps: { componentName: "UserSpotlightWidget" },
    });
  });

  it("hydrates a react.userspotlight node into a valid UserSpotlightWidget node", async () => {
    const { userID } = await userRow("member");
    const node = await hydrateNode(
      { $hydrate: "react.userspotlight", userTextAlignment: "left", apiParams: { userID } },
      await hydrateContextFor(app),
    );
    expect(node.$reactComponent).toBe("UserSpotlightWidget");
    expect(node.$reactProps.userInfo).toMatchObject({ name: "member" });
  });
});
