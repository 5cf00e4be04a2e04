// @vitest-environment node
import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { progressOf } from "./discussion-writes.fixtures";
import { MISSING_ID, setUpBulkModeration, sorted } from "./discussion-bulk.fixtures";

const bulk = setUpBulkModeration();
const { api, call, newDiscussion, rowOf } = bulk;

describe("PATCH /api/v2/discussions/close (content spec §4: per-id outcomes)", () => {
  it("bulk close needs discussions.manage (content spec §6): even the author of one is refused per id; hidden fails like missing", async () => {
    const own = await newDiscussion("member");
    const others = await newDiscussion("member2");
    const staff = await newDiscussion("moderator", bulk.staffRoomID);
    const body = progressOf(
      await call("PATCH", "/discussions/close", "member", {
        discussionIDs: [own, others, staff, MISSING_ID],
        closed: true,
      }),
    );
    expect(body.callbackPayload).toBeNull();
    expect(body.progress.successIDs).toEqual([]);
    expect(sorted(body.progress.failedIDs)).toEqual(sorted([own, others, staff, MISSING_ID]));
    expect(body.progress.countTotalIDs).toBe(4);
    expect(body.progress.exceptionsByID[String(own)]).toMatchObject({ status: 403, code: 403 });
    expect(body.progress.exceptionsByID[String(others)]).toMatchObject({ status: 403, code: 403 });
    // A hidden discussion fails exactly like a missing one.
    expect(body.progress.exceptionsByID[String(staff)]).toEqual(body.progress.exceptionsByID[MISSING_ID]);
    expect(body.progress.exceptionsByID[String(staff)]?.status).toBe(404);
    for (const id of [own, others, staff]) expect((await rowOf(id))?.closed).toBe(0);
    // The author still closes their own one by one (discussions.closeOwn).
    expect((await call("PATCH", `/discussions/${own}`, "member", { closed: true })).statusCode).toBe(200);
  });

  it("lets a moderator close and reopen any visible discussion, the Staff Room's too", async () => {
    const ids = [await newDiscussion("member"), await newDiscussion("admin", bulk.staffRoomID)];
    const closed = progressOf(
      await call("PATCH", "/discussions/close", "moderator", { discussionIDs: ids, closed: true }),
    );
    expect(sorted(closed.progress.successIDs)).toEqual(sorted(ids));
    for (const id of ids) expect((await rowOf(id))?.closed).toBe(1);
    const reopened = progressOf(
      await call("PATCH", "/discussions/close", "moderator", { discussionIDs: ids, closed: false }),
    );
    expect(reopened.progress.failedIDs).toEqual([]);
    for (const id of ids) expect((await rowOf(id))?.closed).toBe(0);
  });

  it("counts an already closed discussion as a success without recording an edit", async () => {
    const id = await newDiscussion("member", api.generalID, true);
    const body = progressOf(
      await call("PATCH", "/discussions/close", "admin", { discussionIDs: [id, id], closed: true }),
    );
    expect(body.progress).toMatchObject({ successIDs: [id], failedIDs: [], countTotalIDs: 1 });
    expect(await rowOf(id)).toMatchObject({ closed: 1, updateUserID: null, dateUpdated: null });
  });
});

describe("PATCH /api/v2/discussions/move", () => {
  it("bulk move needs discussions.manage (content spec §6): a member's own is refused too; moderators move any", async () => {
    const own = await newDiscussion("member");
    const others = await newDiscussion("member2");
    const byMember = progressOf(
      await call("PATCH", "/discussions/move", "member", {
        discussionIDs: [own, others],
        categoryID: bulk.offTopicID,
        addRedirects: true,
      }),
    );
    expect(byMember.progress.successIDs).toEqual([]);
    expect(sorted(byMember.progress.failedIDs)).toEqual(sorted([own, others]));
    expect(byMember.progress.exceptionsByID[String(own)]?.status).toBe(403);
    expect(byMember.progress.exceptionsByID[String(others)]?.status).toBe(403);
    expect((await rowOf(own))?.categoryID).toBe(api.generalID);
    expect((await rowOf(others))?.categoryID).toBe(api.generalID);

    const byModerator = progressOf(
      await call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [own, others],
        categoryID: bulk.staffRoomID,
      }),
    );
    expect(sorted(byModerator.progress.successIDs)).toEqual(sorted([own, others]));
    expect((await rowOf(others))?.categoryID).toBe(bulk.staffRoomID);
  });

  it("refuses a member's move into the staff-only category for every id", async () => {
    const own = await newDiscussion("member");
    const body = progressOf(
      await call("PATCH", "/discussions/move", "member", {
        discussionIDs: [own],
        categoryID: bulk.staffRoomID,
      }),
    );
    expect(body.progress.failedIDs).toEqual([own]);
    expect((await rowOf(own))?.categoryID).toBe(api.generalID);
  });

  it("counts a discussion already in the category as a success without recording an edit", async () => {
    const id = await newDiscussion("member2");
    const body = progressOf(
      await call("PATCH", "/discussions/move", "admin", { discussionIDs: [id], categoryID: api.generalID }),
    );
    expect(body.progress.successIDs).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ updateUserID: null, dateUpdated: null });
  });
});

describe("DELETE /api/v2/discussions/list", () => {
  it("deletes only with discussions.delete: not a member's own, yes for a moderator and an admin", async () => {
    const own = await newDiscussion("member");
    const staff = await newDiscussion("moderator", bulk.staffRoomID);
    const byMember = progressOf(
      await call("DELETE", "/discussions/list?longRunnerMode=sync", "member", {
        discussionIDs: [own, staff],
      }),
    );
    expect(byMember.progress.successIDs).toEqual([]);
    expect(byMember.progress.exceptionsByID[String(own)]?.status).toBe(403);
    expect(byMember.progress.exceptionsByID[String(staff)]?.status).toBe(404);
    expect(await rowOf(own)).toBeDefined();

    const byModerator = progressOf(
      await call("DELETE", "/discussions/list?longRunnerMode=sync", "moderator", { discussionIDs: [own] }),
    );
    expect(byModerator.progress.successIDs).toEqual([own]);
    const byAdmin = progressOf(
      await call("DELETE", "/discussions/list", "admin", { discussionIDs: [staff, own] }),
    );
    expect(byAdmin.progress.successIDs).toEqual([staff]);
    expect(byAdmin.progress.exceptionsByID[String(own)]?.status).toBe(404);
    expect(await rowOf(own)).toBeUndefined();
    expect(await rowOf(staff)).toBeUndefined();
  });
});

describe("bulk calls: paths, guests and limits", () => {
  const paths = [
    ["PATCH", "/discussions/close", { closed: true }],
    ["PATCH", "/discussions/move", { categoryID: 1 }],
    ["DELETE", "/discussions/list", {}],
  ] as const;

  it.each(paths)(
    "%s %s is its own route, not /discussions/{id} (no 'id must be integer.')",
    async (method, url) => {
      const response = await call(method, url, "admin", {});
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.body).not.toMatch(/id must be integer/);
      expect(response.body).toMatch(/discussionIDs/);
    },
  );

  it.each(paths)("%s %s answers 401 to a guest", async (method, url, extra) => {
    const response = await call(method, url, undefined, { discussionIDs: [1], ...extra });
    expect(response.statusCode).toBe(401);
  });

  it.each(paths)("%s %s refuses more than 1,000 ids with 400", async (method, url, extra) => {
    const discussionIDs = Array.from({ length: 1001 }, (_, i) => i + 1);
    const response = await call(method, url, "admin", { discussionIDs, ...extra });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
  });
});
