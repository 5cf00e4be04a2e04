// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildCategory, buildDiscussion, buildUser, signInCookie } from "../../../tests/helpers/factories";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { defaultLayouts } from "../../layouts/defaults";
import { publishDueLayoutDrafts } from "../../layouts/layout-schedule";
import {
  hydratedLayoutResponseSchema,
  layoutDraftRecordSchema,
  layoutRecordSchema,
  layoutRevisionRecordSchema,
  layoutRevisionSummarySchema,
} from "../../layouts/layout-api.schema";

// Discussion bodies render in the test's thread: a worker starting on a busy machine is not under test.
vi.mock("../../services/body/render-pool", () => import("../../../tests/helpers/inline-render-pool"));

let app: FastifyInstance;
let admin: string;
let otherAdmin: string;
let moderator: string;
let member: string;
let adminID: number;
let roleIDs: Record<string, number>;

beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const built = await buildUser(app.db, { name: "Alice", roles: ["administrator"] });
  adminID = built.userID;
  admin = await signInCookie(app.db, built.userID);
  otherAdmin = await signInCookie(
    app.db,
    (await buildUser(app.db, { name: "Bob", roles: ["administrator"] })).userID,
  );
  moderator = await signInCookie(app.db, (await buildUser(app.db, { roles: ["moderator"] })).userID);
  member = await signInCookie(app.db, (await buildUser(app.db)).userID);
  const roles = await app.db.selectFrom("roles").select(["roleID", "type"]).execute();
  roleIDs = Object.fromEntries(roles.map((role) => [role.type, role.roleID]));
});
afterAll(() => app.close());

async function call(
  method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH",
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...(method === "GET" ? {} : writeHeaders), ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload } : method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });
}

const html = (text: string, extra: object = {}) => ({
  $hydrate: "react.html",
  html: `<p>${text}</p>`,
  ...extra,
});
const oneColumn = (...children: object[]) => [{ $hydrate: "react.section.1-column", children }];

async function newLayout(text: string): Promise<number> {
  const response = await call("POST", "/layouts", admin, {
    name: `Layout ${text}`,
    layoutViewType: "home",
    layout: oneColumn(html(text)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { layoutID: number }).layoutID;
}

async function revisionsOf(layoutID: number) {
  const response = await call("GET", `/layouts/${layoutID}/revisions`, admin);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as Array<{
    revisionID: number;
    isLive: boolean;
    insertUser: { name: string };
  }>;
  for (const revision of list) expectMatchesSchema(layoutRevisionSummarySchema, revision);
  return list;
}

function expectFieldErrors(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { errors: Array<Record<string, unknown>> };
  expectMatchesSchema(errorBodySchema, body);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors)
    expect(Object.keys(error).sort()).toEqual(["code", "field", "message", "path"]);
  return body.errors;
}

describe("layout editing permissions (site.manage)", () => {
  it("answers 401 to a guest and 403 to a member or a moderator on every editing call", async () => {
    const layoutID = await newLayout("permissions");
    const calls: Array<["GET" | "PUT" | "POST" | "DELETE", string, object?]> = [
      ["GET", `/layouts/${layoutID}/draft`],
      ["PUT", `/layouts/${layoutID}/draft`, { layout: oneColumn(html("x")), version: 0 }],
      ["DELETE", `/layouts/${layoutID}/draft`],
      ["POST", `/layouts/${layoutID}/publish`, { version: 1 }],
      ["GET", `/layouts/${layoutID}/revisions`],
      ["GET", `/layouts/${layoutID}/revisions/1`],
      ["POST", `/layouts/${layoutID}/revisions/1/restore`],
      ["POST", "/layouts/hydrate", { layoutViewType: "home", layout: oneColumn(html("x")) }],
    ];
    for (const [method, url, payload] of calls) {
      const guest = await call(method, url, undefined, payload);
      expect(guest.statusCode, `${method} ${url} guest`).toBe(401);
      for (const cookie of [member, moderator]) {
        const refused = await call(method, url, cookie, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expectMatchesSchema(errorBodySchema, refused.json());
      }
    }
    // Nothing changed.
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json()).toMatchObject({
      hasDraft: false,
    });
  });
});

describe("GET/PUT/DELETE /layouts/{id}/draft", () => {
  it("answers the live definition at version 0 while there is no draft, and refuses a built-in layout", async () => {
    const layoutID = await newLayout("live");
    const response = await call("GET", `/layouts/${layoutID}/draft`, admin);
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    expectMatchesSchema(layoutDraftRecordSchema, draft);
    expect(draft).toMatchObject({
      layoutID,
      layoutViewType: "home",
      name: "Layout live",
      layout: oneColumn(html("live")),
      titleBar: { $hydrate: "react.titlebar" },
      version: 0,
      hasDraft: false,
      updateUserID: adminID,
      updateUser: { userID: adminID, name: "Alice" },
    });
    const builtIn = await call("GET", "/layouts/home/draft", admin);
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().message).toBe("Copy the built-in layout to edit it.");
  });

  it("saves a draft with the version it came from, leaving the live layout as it was", async () => {
    const layoutID = await newLayout("base");
    const saved = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
      layout: oneColumn(html("edited")),
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectMatchesSchema(layoutDraftRecordSchema, saved.json());
    expect(saved.json()).toMatchObject({ hasDraft: true, version: 1, layout: oneColumn(html("edited")) });
    // The title bar, not sent, stays the live one.
    expect(saved.json().titleBar).toEqual({ $hydrate: "react.titlebar" });
    const again = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
      layout: oneColumn(html("edited twice")),
      titleBar: { $hydrate: "react.titlebar", $middleware: { visibility: { device: "desktop" } } },
      version: 1,
    });
    expect(again.json()).toMatchObject({ version: 2, layout: oneColumn(html("edited twice")) });
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json()).toMatchObject({
      version: 2,
      hasDraft: true,
    });
    const live = await call("GET", `/layouts/${layoutID}`, admin);
    expect(live.json().layout).toEqual(oneColumn(html("base")));
  });

  it("answers 409 naming who changed the draft when the version sent is not the draft's", async () => {
    const layoutID = await newLayout("conflict");
    await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: oneColumn(html("a")), version: 0 });
    const bobs = await call("PUT", `/layouts/${layoutID}/draft`, otherAdmin, {
      layout: oneColumn(html("b")),
      version: 1,
    });
    expect(bobs.json().version).toBe(2);
    // Alice still edits version 1.
    const stale = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
      layout: oneColumn(html("a2")),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, stale.json());
    expect(stale.json().message).toBe("This layout was changed by Bob while you were editing it.");
    expect(stale.json().description).toEqual(expect.any(String));
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json().layout).toEqual(
      oneColumn(html("b")),
    );
    // A save from "no draft" (version 0) while a draft exists conflicts too.
    expect(
      (await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: [], version: 0 })).statusCode,
    ).toBe(409);
  });

  it("refuses the second of two managers who opened a layout with no draft, even after the first published, discarded or changed it live", async () => {
    const alicePublishes = async (layoutID: number, version: number) => {
      const saved = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
        layout: oneColumn(html("alice")),
        version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await call("POST", `/layouts/${layoutID}/publish`, admin, {
        version: saved.json().version,
      });
      expect(published.statusCode, published.body).toBe(200);
    };
    const aliceDiscards = async (layoutID: number, version: number) => {
      await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: oneColumn(html("alice")), version });
      expect((await call("DELETE", `/layouts/${layoutID}/draft`, admin)).statusCode).toBe(204);
    };
    const aliceChangesItLive = async (layoutID: number) => {
      const patched = await call("PATCH", `/layouts/${layoutID}`, admin, {
        layout: oneColumn(html("alice")),
      });
      expect(patched.statusCode, patched.body).toBe(200);
    };
    const aliceRestores = async (layoutID: number) => {
      const [oldest] = (await revisionsOf(layoutID)).slice(-1);
      const restored = await call(
        "POST",
        `/layouts/${layoutID}/revisions/${oldest!.revisionID}/restore`,
        admin,
      );
      expect(restored.statusCode, restored.body).toBe(200);
    };
    for (const [name, alice] of [
      ["publishes", alicePublishes],
      ["discards", aliceDiscards],
      ["changes it live", aliceChangesItLive],
      ["restores", aliceRestores],
    ] as const) {
      // Twice: from a layout that never had a draft, and from one whose draft is gone.
      const layoutID = await newLayout(`first draft ${name}`);
      for (let round = 0; round < 2; round++) {
        const alicesCopy = (await call("GET", `/layouts/${layoutID}/draft`, admin)).json();
        const bobsCopy = (await call("GET", `/layouts/${layoutID}/draft`, otherAdmin)).json();
        expect(alicesCopy.hasDraft).toBe(false);
        await alice(layoutID, alicesCopy.version);
        const bobs = await call("PUT", `/layouts/${layoutID}/draft`, otherAdmin, {
          layout: oneColumn(html("bob")),
          version: bobsCopy.version,
        });
        expect(bobs.statusCode, `${name}, round ${round}: ${bobs.body}`).toBe(409);
        expect(bobs.json().message).toBe("This layout was changed by Alice while you were editing it.");
        expect((await call("GET", `/layouts/${layoutID}/draft`, otherAdmin)).json().layout).not.toEqual(
          oneColumn(html("bob")),
        );
      }
    }
  });

  it("refuses an invalid definition with field errors, as PATCH does", async () => {
    const layoutID = await newLayout("invalid");
    const response = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
      layout: oneColumn(
        { $hydrate: "react.no-such-widget" },
        html("x", { $middleware: { visibility: { roleIDs: ["x"] } } }),
      ),
      version: 0,
    });
    const errors = expectFieldErrors(response);
    expect(errors).toContainEqual(
      expect.objectContaining({ field: "$hydrate", path: "layout[0].children[0]", code: "unknownWidget" }),
    );
    expect(errors).toContainEqual(expect.objectContaining({ path: "layout[0].children[1]", code: "type" }));
    expectFieldErrors(await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: [] }));
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json().hasDraft).toBe(false);
  });

  it("discards the draft (204); a version from before the discard is never accepted again", async () => {
    const layoutID = await newLayout("discard");
    await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: oneColumn(html("draft")), version: 0 });
    const discarded = await call("DELETE", `/layouts/${layoutID}/draft`, otherAdmin);
    expect(discarded.statusCode).toBe(204);
    // No draft, at a version of its own: versions only grow.
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json()).toMatchObject({
      hasDraft: false,
      version: 2,
      layout: oneColumn(html("discard")),
    });
    const stale = await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This layout was changed by Bob while you were editing it.");
    const fresh = await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: [], version: 2 });
    expect(fresh.json().version).toBe(3);
  });
});

describe("publishing, revisions and restoring", () => {
  it("publishes the draft as a new revision, keeping every earlier one (409 for a stale version)", async () => {
    const layoutID = await newLayout("v1");
    expect(await revisionsOf(layoutID)).toHaveLength(1);
    const saved = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
      layout: oneColumn(html("v2")),
      version: 0,
    });
    await call("PUT", `/layouts/${layoutID}/draft`, otherAdmin, {
      layout: oneColumn(html("v2b")),
      version: 1,
    });
    const stale = await call("POST", `/layouts/${layoutID}/publish`, admin, {
      version: saved.json().version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This layout was changed by Bob while you were editing it.");

    const published = await call("POST", `/layouts/${layoutID}/publish`, admin, { version: 2 });
    expect(published.statusCode, published.body).toBe(200);
    expectMatchesSchema(layoutRecordSchema, published.json());
    expect(published.json()).toMatchObject({
      layoutID,
      layout: oneColumn(html("v2b")),
      updateUserID: adminID,
    });
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json().hasDraft).toBe(false);
    const nothing = await call("POST", `/layouts/${layoutID}/publish`, admin, { version: 3 });
    expect(nothing.statusCode).toBe(409);

    const revisions = await revisionsOf(layoutID);
    expect(revisions).toHaveLength(2);
    expect(revisions.map((r) => r.isLive)).toEqual([true, false]);
    expect(revisions[0]!.revisionID).toBeGreaterThan(revisions[1]!.revisionID);
    expect(revisions[0]!.insertUser.name).toBe("Alice");
    const first = await call("GET", `/layouts/${layoutID}/revisions/${revisions[1]!.revisionID}`, admin);
    expectMatchesSchema(layoutRevisionRecordSchema, first.json());
    expect(first.json()).toMatchObject({
      layout: oneColumn(html("v1")),
      titleBar: { $hydrate: "react.titlebar" },
    });
  });

  it("publishes a scheduled draft when due, once however many servers look", async () => {
    const layoutID = await newLayout("before");
    const saved = await call("PUT", `/layouts/${layoutID}/draft`, admin, {
      layout: oneColumn(html("scheduled")),
      version: 0,
    });
    const due = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call("POST", `/layouts/${layoutID}/publish`, otherAdmin, {
      version: saved.json().version,
      dateScheduled: due,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().layout).toEqual(oneColumn(html("before")));
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json()).toMatchObject({
      hasDraft: true,
      dateScheduled: due,
    });
    expect(await publishDueLayoutDrafts(app.db, new Date(Date.parse(due) - 1000).toISOString())).toEqual([]);
    const later = new Date(Date.parse(due) + 1000).toISOString();
    // Two servers finding it due at once.
    const runs = await Promise.all([
      publishDueLayoutDrafts(app.db, later),
      publishDueLayoutDrafts(app.db, later),
    ]);
    expect(runs.flat()).toEqual([layoutID]);
    const live = await call("GET", `/layouts/${layoutID}`, admin);
    expect(live.json()).toMatchObject({ layout: oneColumn(html("scheduled")), dateUpdated: later });
    const revisions = await revisionsOf(layoutID);
    expect(revisions).toHaveLength(2);
    expect(revisions[0]!.insertUser.name).toBe("Bob");
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json().hasDraft).toBe(false);
    const badDate = await call("POST", `/layouts/${layoutID}/publish`, admin, {
      version: 1,
      dateScheduled: "soon",
    });
    expectFieldErrors(badDate);
  });

  it("keeps a revision for a PATCH of the definition, not for a new name alone", async () => {
    const layoutID = await newLayout("patched");
    await call("PATCH", `/layouts/${layoutID}`, admin, { name: "Renamed" });
    expect(await revisionsOf(layoutID)).toHaveLength(1);
    const patched = await call("PATCH", `/layouts/${layoutID}`, admin, {
      layout: oneColumn(html("patched 2")),
    });
    expect(patched.statusCode).toBe(200);
    const revisions = await revisionsOf(layoutID);
    expect(revisions).toHaveLength(2);
    const newest = await call("GET", `/layouts/${layoutID}/revisions/${revisions[0]!.revisionID}`, admin);
    expect(newest.json().layout).toEqual(oneColumn(html("patched 2")));
  });

  it("restores a revision as a new live revision and discards the draft", async () => {
    const layoutID = await newLayout("first");
    await call("PATCH", `/layouts/${layoutID}`, admin, { layout: oneColumn(html("second")) });
    await call("PUT", `/layouts/${layoutID}/draft`, admin, { layout: oneColumn(html("draft")), version: 0 });
    const [, first] = await revisionsOf(layoutID);
    const restored = await call(
      "POST",
      `/layouts/${layoutID}/revisions/${first!.revisionID}/restore`,
      otherAdmin,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expectMatchesSchema(layoutRecordSchema, restored.json());
    expect(restored.json().layout).toEqual(oneColumn(html("first")));
    const revisions = await revisionsOf(layoutID);
    expect(revisions).toHaveLength(3);
    expect(revisions[0]).toMatchObject({ isLive: true, insertUser: { name: "Bob" } });
    expect(revisions[0]!.revisionID).not.toBe(first!.revisionID);
    expect((await call("GET", `/layouts/${layoutID}/draft`, admin)).json().hasDraft).toBe(false);

    const missing = await call("POST", `/layouts/${layoutID}/revisions/999999/restore`, admin);
    expect(missing.statusCode).toBe(404);
    // Another layout's revision is not this layout's.
    const other = await newLayout("other");
    const [otherRevision] = await revisionsOf(other);
    expect(
      (await call("GET", `/layouts/${layoutID}/revisions/${otherRevision!.revisionID}`, admin)).statusCode,
    ).toBe(404);
  });

  it("pages the history newest first with a Link to older revisions", async () => {
    const layoutID = await newLayout("p0");
    for (const text of ["p1", "p2"])
      await call("PATCH", `/layouts/${layoutID}`, admin, { layout: oneColumn(html(text)) });
    const all = await revisionsOf(layoutID);
    const first = await call("GET", `/layouts/${layoutID}/revisions?limit=2`, admin);
    expect(first.json().map((r: { revisionID: number }) => r.revisionID)).toEqual(
      all.slice(0, 2).map((r) => r.revisionID),
    );
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toContain(`beforeRevisionID=${all[1]!.revisionID}`);
    const second = await app.inject({ url: next!, headers: { cookie: admin } });
    expect(second.json()).toEqual([all[2]]);
    expect(second.headers.link).toBeUndefined();
  });
});

describe("role visibility ($middleware.visibility.roleIDs)", () => {
  it("drops a node from a viewer without one of its roles: lookup-hydrate and the first page", async () => {
    const staffOnly = html("staff only notes", {
      $middleware: { visibility: { roleIDs: [roleIDs.moderator] } },
    });
    const response = await call("POST", "/layouts", admin, {
      name: "Roles",
      layoutViewType: "home",
      layout: [
        ...oneColumn(html("for everyone"), staffOnly),
        {
          ...oneColumn(html("whole section"))[0],
          $middleware: { visibility: { roleIDs: [roleIDs.moderator] } },
        },
      ],
    });
    const { layoutID } = response.json() as { layoutID: number };
    const assigned = await call("PUT", `/layouts/${layoutID}/views`, admin, [
      { recordType: "global", recordID: -1 },
    ]);
    expect(assigned.statusCode).toBe(200);

    const lookup = (cookie?: string) =>
      app.inject({
        url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home",
        headers: cookie ? { cookie } : {},
      });
    for (const cookie of [undefined, member]) {
      const answer = await lookup(cookie);
      expect(answer.statusCode).toBe(200);
      expectMatchesSchema(hydratedLayoutResponseSchema, answer.json());
      expect(answer.body).toContain("for everyone");
      expect(answer.body).not.toContain("staff only notes");
      expect(answer.body).not.toContain("whole section");
      expect(answer.json().layout).toHaveLength(1);
      expect(answer.json().layout[0].$reactProps.children).toHaveLength(1);
    }
    const staff = await lookup(moderator);
    expect(staff.body).toContain("staff only notes");
    expect(staff.body).toContain("whole section");
    expect(staff.json().layout[0].$reactProps.children[1].$middleware).toEqual({
      visibility: { roleIDs: [roleIDs.moderator] },
    });

    // The server-rendered first page: the guest's copy (shared caches may keep it) never holds it.
    const guestPage = await app.inject({ url: "/" });
    expect(guestPage.statusCode).toBe(200);
    expect(guestPage.body).toContain("for everyone");
    expect(guestPage.body).not.toContain("staff only notes");
    const staffPage = await app.inject({ url: "/", headers: { cookie: moderator } });
    expect(staffPage.body).toContain("staff only notes");
    expect(staffPage.headers["cache-control"]).toBe("private, no-cache");
    // A member seeing the page after the moderator is not served the moderator's copy.
    const memberPage = await app.inject({ url: "/", headers: { cookie: member } });
    expect(memberPage.body).not.toContain("staff only notes");

    await call("DELETE", `/layouts/${layoutID}`, admin);
  });
});

describe("POST /layouts/hydrate (the editor's preview)", () => {
  let definition: object[];
  beforeAll(() => {
    definition = oneColumn(
      html("unsaved"),
      html("members only", { $middleware: { visibility: { roleIDs: [roleIDs.member] } } }),
    );
  });

  it("hydrates an unsaved definition as the manager, a guest (empty roles) or a viewer with some roles", async () => {
    const asManager = await call("POST", "/layouts/hydrate", admin, {
      layoutViewType: "home",
      layout: definition,
    });
    expect(asManager.statusCode, asManager.body).toBe(200);
    expectMatchesSchema(hydratedLayoutResponseSchema, asManager.json());
    expect(asManager.json()).toMatchObject({ layoutID: "preview", layoutViewType: "home", isDefault: false });
    expect(asManager.body).toContain("unsaved");
    expect(asManager.body).not.toContain("members only"); // Alice is an administrator, not a member.

    const asGuest = await call("POST", "/layouts/hydrate", admin, {
      layoutViewType: "home",
      layout: definition,
      previewRoleIDs: [],
    });
    expect(asGuest.body).toContain("unsaved");
    expect(asGuest.body).not.toContain("members only");

    const asMember = await call("POST", "/layouts/hydrate", admin, {
      layoutViewType: "home",
      layout: definition,
      previewRoleIDs: [roleIDs.member],
    });
    expect(asMember.body).toContain("members only");
  });

  it("refuses an invalid definition or an unknown role with field errors", async () => {
    const errors = expectFieldErrors(
      await call("POST", "/layouts/hydrate", admin, {
        layoutViewType: "home",
        layout: oneColumn({ $hydrate: "react.nope" }),
      }),
    );
    expect(errors[0]).toMatchObject({ path: "layout[0].children[0]", code: "unknownWidget" });
    const role = expectFieldErrors(
      await call("POST", "/layouts/hydrate", admin, {
        layoutViewType: "home",
        layout: [],
        previewRoleIDs: [999999],
      }),
    );
    expect(role[0]).toMatchObject({ field: "previewRoleIDs", path: "previewRoleIDs[0]", code: "notFound" });
    expectFieldErrors(await call("POST", "/layouts/hydrate", admin, { layout: [] }));
  });

  it("stores nothing: no layout, revision or draft, and no discussion view counted", async () => {
    const categoryID = (await buildCategory(app.db, { name: "Preview Talk" })).categoryID;
    const discussionID = await buildDiscussion(app.db, { categoryID, insertUserID: adminID });
    // Views are stored in batches: each count stores what waits first.
    const counts = async () => {
      await app.views.flush();
      return {
        layouts: (await app.db.selectFrom("layouts").select("layoutID").execute()).length,
        revisions: (await app.db.selectFrom("layout_revisions").select("revisionID").execute()).length,
        drafts: (await app.db.selectFrom("layout_drafts").selectAll().execute()).length,
        views: (
          await app.db
            .selectFrom("discussions")
            .select("countViews")
            .where("discussionID", "=", discussionID)
            .executeTakeFirstOrThrow()
        ).countViews,
      };
    };
    const before = await counts();
    for (const previewRoleIDs of [undefined, [], [roleIDs.member]]) {
      const preview = await call("POST", "/layouts/hydrate", admin, {
        layoutViewType: "post",
        layout: defaultLayouts.post.layout,
        recordType: "discussion",
        recordID: discussionID,
        ...(previewRoleIDs ? { previewRoleIDs } : {}),
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.body).toContain("The body of");
    }
    expect(await counts()).toEqual(before);
    // The same page through lookup-hydrate counts the view: the check above would have seen one.
    await app.inject({
      url: `/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussionID}`,
      headers: { cookie: member },
    });
    expect((await counts()).views).toBe(before.views + 1);
  });
});
