// @vitest-environment node
import { describe, expect, it } from "vitest";
import { discussionSchema } from "../../../schemas/entities/discussion.schema";
import { writeSiteConfig } from "../../services/config";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { expectError, rich2, setUpDiscussionWrites } from "./discussion-writes.fixtures";

const w = setUpDiscussionWrites();
const { api, call, create, counts, actualCount } = w;

describe("PATCH /api/v2/discussions/{id}", () => {
  it("lets the author edit a fresh post within ui.editContentTimeout and records the editor", async () => {
    const created = await create("member");
    const response = await call("PATCH", `/discussions/${created.discussionID}`, "member", {
      name: "Renamed",
      body: rich2("Changed"),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(discussionSchema, response.json());
    expect(response.json()).toMatchObject({ name: "Renamed", dateUpdated: expect.any(String) });
    expect(response.json().permissions.editSecondsLeft).toBeGreaterThan(3500);
  });

  it("refuses the author after the edit window and after closing; a moderator may still edit", async () => {
    await writeSiteConfig(api.app.db, { "ui.editContentTimeout": 600 });
    const created = await create("member");
    await api.app.db
      .updateTable("discussions")
      .set({ dateInserted: new Date(Date.now() - 601_000).toISOString() })
      .where("discussionID", "=", created.discussionID)
      .execute();
    const late = await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { name: "Too late" }),
      403,
    );
    expect(late.message).toMatch(/time to edit/);
    const byModerator = await call("PATCH", `/discussions/${created.discussionID}`, "moderator", {
      name: "Fixed by staff",
    });
    expect(byModerator.statusCode).toBe(200);

    const fresh = await create("member");
    const closed = await call("PATCH", `/discussions/${fresh.discussionID}`, "member", { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ closed: true, permissions: { edit: false } });
    const refused = await expectError(
      await call("PATCH", `/discussions/${fresh.discussionID}`, "member", { body: rich2("x") }),
      403,
    );
    expect(refused.message).toMatch(/closed/);
    await writeSiteConfig(api.app.db, { "ui.editContentTimeout": 3600 });
  });

  it("refuses other members, guests and banned members", async () => {
    const created = await create("member");
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member2", { name: "x" }),
      403,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, undefined, { name: "x" }),
      401,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "banned", { name: "x" }),
      403,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member2", { closed: true }),
      403,
    );
  });

  it("lets only moderators sink and announce (content spec §6)", async () => {
    const created = await create("member");
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { sink: true }),
      403,
    );
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { pinned: true }),
      403,
    );
    const response = await call("PATCH", `/discussions/${created.discussionID}`, "moderator", {
      sink: true,
      pinned: true,
      pinLocation: "recent",
    });
    expect(response.json()).toMatchObject({ sink: true, pinned: true, pinLocation: "recent" });
    const admin = await call("PATCH", `/discussions/${created.discussionID}`, "admin", { pinned: false });
    expect(admin.json()).toMatchObject({ pinned: false, pinLocation: null });
  });

  it("moves a discussion for a moderator and recounts both categories; a member cannot move into the Staff Room", async () => {
    const created = await create("member");
    await expectError(
      await call("PATCH", `/discussions/${created.discussionID}`, "member", { categoryID: w.staffRoomID }),
      403,
    );
    const moved = await call("PATCH", `/discussions/${created.discussionID}`, "moderator", {
      categoryID: w.staffRoomID,
    });
    expect(moved.json()).toMatchObject({ categoryID: w.staffRoomID });
    expect((await counts(w.staffRoomID, w.memberID)).category).toBe(await actualCount(w.staffRoomID));
    expect((await counts(api.generalID, w.memberID)).category).toBe(await actualCount(api.generalID));
    // Once in the Staff Room the discussion is hidden from its author: 404 like a missing one.
    await expectError(await call("GET", `/discussions/${created.discussionID}`, "member"), 404);
  });
});
