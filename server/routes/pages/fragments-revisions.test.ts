// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  fragmentDetailsSchema,
  fragmentSchema,
  type Fragment,
  type FragmentDetails,
} from "../../../schemas/entities/fragment.schema";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { CSS, JS, setUpFragmentRoutes } from "./fragments.fixtures";

const fixture = setUpFragmentRoutes();
const { send, read, upload } = fixture;

describe("PATCH /api/v2/fragments/{fragmentUUID} and commit-revision", () => {
  it("saves into one draft (copying the active revision) until it is committed", async () => {
    const fragment = await upload();
    const first = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
      js: "export default () => 1;",
    });
    expect(first.statusCode, first.body).toBe(200);
    const draft: FragmentDetails = first.json();
    expectMatchesSchema(fragmentDetailsSchema, draft);
    expect(draft).toMatchObject({ status: "draft", isLatest: true, js: "export default () => 1;", css: CSS });
    expect(draft.fragmentRevisionUUID).not.toBe(fragment.fragmentRevisionUUID);

    const second: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { css: ".b{}", name: "Renamed" })
    ).json();
    expect(second).toMatchObject({
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      js: "export default () => 1;",
      css: ".b{}",
      name: "Renamed",
    });

    // Pages still load the active revision; a guest asking for the draft is sent to it.
    const guest = await read(draft.jsUrl, null);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(fragment.jsUrl);

    const committed = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      commitMessage: "Blue",
      commitDescription: "Makes it blue.",
    });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toMatchObject({
      status: "active",
      commitMessage: "Blue",
      commitDescription: "Makes it blue.",
    });
    const moved = await read(`/api/v2/fragments/${fragment.fragmentUUID}/js`, null);
    expect(moved.headers.location).toBe(draft.jsUrl);
    expect((await read(draft.jsUrl, null)).body).toBe("export default () => 1;");

    const again = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      commitMessage: "Again",
    });
    expect(again.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, again.json());
  });

  it("commits at once with a commitMessage", async () => {
    const fragment = await upload();
    const response = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
      js: "export default () => 2;",
      commitMessage: "Two",
    });
    expect(response.json()).toMatchObject({
      status: "active",
      commitMessage: "Two",
      js: "export default () => 2;",
    });
    const old: FragmentDetails = (
      await read(
        `/api/v2/fragments/${fragment.fragmentUUID}?fragmentRevisionUUID=${fragment.fragmentRevisionUUID}`,
      )
    ).json();
    expect(old).toMatchObject({ status: "past-revision", isLatest: false, js: JS });
  });

  it("needs fragments.manage; 404 for an unknown fragment; 400 for an empty change", async () => {
    const fragment = await upload();
    for (const cookie of [fixture.moderator, fixture.siteManager]) {
      expect(
        (await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { name: "x" }, cookie)).statusCode,
      ).toBe(403);
      const commit = await send(
        "POST",
        `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`,
        { fragmentRevisionUUID: fragment.fragmentRevisionUUID, commitMessage: "x" },
        cookie,
      );
      expect(commit.statusCode).toBe(403);
    }
    expect(
      (await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { name: "x" }, null)).statusCode,
    ).toBe(401);
    expect((await send("PATCH", "/api/v2/fragments/nope", { name: "x" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {})).statusCode).toBe(400);
  });
});

describe("rollback and revisions", () => {
  it("lists revisions newest first with their authors and statuses, and rolls back in one action", async () => {
    const fragment = await upload();
    const author = await buildUser(fixture.app.db, { roles: ["administrator"], name: "Bea" });
    const bea = await signInCookie(fixture.app.db, author.userID);
    const second: FragmentDetails = (
      await send(
        "PATCH",
        `/api/v2/fragments/${fragment.fragmentUUID}`,
        { js: "export default () => 2;", commitMessage: "Two" },
        bea,
      )
    ).json();
    const draft: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { js: "export default () => 3;" })
    ).json();

    const listed = await read(`/api/v2/fragments/${fragment.fragmentUUID}/revisions`, fixture.siteManager);
    expect(listed.statusCode).toBe(200);
    const revisions: Fragment[] = listed.json();
    for (const item of revisions) expectMatchesSchema(fragmentSchema, item);
    expect(
      revisions.map((r) => [r.fragmentRevisionUUID, r.status, r.isLatest, r.revisionInsertUser?.name]),
    ).toEqual([
      [draft.fragmentRevisionUUID, "draft", true, "Ada"],
      [second.fragmentRevisionUUID, "active", false, "Bea"],
      [fragment.fragmentRevisionUUID, "past-revision", false, "Ada"],
    ]);

    const refused = await send(
      "POST",
      `/api/v2/fragments/${fragment.fragmentUUID}/rollback`,
      { fragmentRevisionUUID: fragment.fragmentRevisionUUID },
      fixture.siteManager,
    );
    expect(refused.statusCode).toBe(403);
    const toDraft = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/rollback`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
    });
    expect(toDraft.statusCode).toBe(409);
    const rolled = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/rollback`, {
      fragmentRevisionUUID: fragment.fragmentRevisionUUID,
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json()).toMatchObject({ status: "active", js: JS });
    const served = await read(`/api/v2/fragments/${fragment.fragmentUUID}/js`, null);
    expect(served.headers.location).toBe(fragment.jsUrl);
    // The draft stays the latest revision.
    const latest: FragmentDetails = (await read(`/api/v2/fragments/${fragment.fragmentUUID}`)).json();
    expect(latest.fragmentRevisionUUID).toBe(draft.fragmentRevisionUUID);
    const active: FragmentDetails = (
      await read(`/api/v2/fragments/${fragment.fragmentUUID}?status=active`)
    ).json();
    expect(active.fragmentRevisionUUID).toBe(fragment.fragmentRevisionUUID);
  });

  it("keeps the order of revisions made in the same millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const fragment = await upload();
      const made = [fragment.fragmentRevisionUUID];
      for (const n of [2, 3, 4]) {
        const saved: FragmentDetails = (
          await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
            js: `export default () => ${n};`,
            commitMessage: `v${n}`,
          })
        ).json();
        made.push(saved.fragmentRevisionUUID);
      }
      const revisions: Fragment[] = (
        await read(`/api/v2/fragments/${fragment.fragmentUUID}/revisions`)
      ).json();
      expect(revisions.map((r) => r.fragmentRevisionUUID)).toEqual(made.reverse());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("DELETE /api/v2/fragments/{fragmentUUID}", () => {
  it("deletes a draft or past revision, never the active one (409)", async () => {
    const fragment = await upload();
    const second: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
        js: "export default () => 2;",
        commitMessage: "Two",
      })
    ).json();
    const url = (rev: string) => `/api/v2/fragments/${fragment.fragmentUUID}?fragmentRevisionUUID=${rev}`;
    const active = await send("DELETE", url(second.fragmentRevisionUUID));
    expect(active.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, active.json());
    expect(
      (await send("DELETE", url(fragment.fragmentRevisionUUID), undefined, fixture.siteManager)).statusCode,
    ).toBe(403);
    expect((await send("DELETE", url(fragment.fragmentRevisionUUID))).statusCode).toBe(204);
    expect((await send("DELETE", url(fragment.fragmentRevisionUUID))).statusCode).toBe(404);
    const revisions: Fragment[] = (await read(`/api/v2/fragments/${fragment.fragmentUUID}/revisions`)).json();
    expect(revisions.map((r) => r.fragmentRevisionUUID)).toEqual([second.fragmentRevisionUUID]);
  });

  it("removes the fragment and its assets; needs fragments.manage", async () => {
    const fragment = await upload();
    for (const cookie of [fixture.moderator, fixture.siteManager]) {
      expect(
        (await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`, undefined, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`)).statusCode).toBe(204);
    expect((await read(fragment.jsUrl, null)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`)).statusCode).toBe(404);
  });
});
