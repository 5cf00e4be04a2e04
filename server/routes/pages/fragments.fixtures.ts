import { afterAll, beforeAll, expect } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { FragmentDetails } from "../../../schemas/entities/fragment.schema";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";

/** A banner fragment's module, as `upload` stores it. */
export const JS = "export default function Banner() { return null; }\n";
/** A banner fragment's stylesheet, as `upload` stores it. */
export const CSS = ".banner { color: rebeccapurple; }";

/** A declared widget type with a props schema, for CustomFragment uploads. */
export const customWidget = {
  name: "Greeting",
  icon: "👋",
  schema: {
    type: "object",
    properties: { title: { type: "string", maxLength: 20 } },
    required: ["title"],
  },
};

/** The fragment route tests' app, users and calls. */
export interface FragmentRoutes {
  app: FastifyInstance;
  /** Ada's user id, an administrator; `admin` is her session cookie. */
  adminID: number;
  admin: string;
  /** A moderator's session cookie: no fragments.manage, no site.manage. */
  moderator: string;
  /** A role with site.manage but not fragments.manage: may read and preview, not save. */
  siteManager: string;
  /** A write call carrying the CSRF header, as `cookie`'s user (null: a guest). */
  send(
    method: "POST" | "PATCH" | "DELETE" | "PUT",
    url: string,
    payload?: object,
    cookie?: string | null,
  ): Promise<LightMyRequestResponse>;
  /** A GET as `cookie`'s user (null: a guest). */
  read(url: string, cookie?: string | null): Promise<LightMyRequestResponse>;
  /** Stores a banner fragment, committed unless `body` says otherwise, and answers it. */
  upload(body?: object): Promise<FragmentDetails>;
}

/**
 * The fragment route tests' set-up: builds the app before the file's tests, signs in an
 * administrator, a moderator and a site manager, and closes it after them. The fields are filled in
 * by the time a test runs; calls go as the administrator unless told otherwise.
 */
export function setUpFragmentRoutes(): FragmentRoutes {
  const fixture: FragmentRoutes = {
    app: undefined as unknown as FastifyInstance,
    adminID: 0,
    admin: "",
    moderator: "",
    siteManager: "",
    send: (method, url, payload, cookie = fixture.admin) =>
      fixture.app.inject({
        method,
        url,
        headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
        payload,
      }),
    read: (url, cookie = fixture.admin) => fixture.app.inject({ url, headers: cookie ? { cookie } : {} }),
    async upload(body = {}) {
      const response = await fixture.send("POST", "/api/v2/fragments", {
        fragmentType: "BannerFragment",
        name: "Banner",
        js: JS,
        css: CSS,
        commitMessage: "First version",
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
  };

  beforeAll(async () => {
    const app = await buildTestApp();
    fixture.app = app;
    const adminUser = await buildUser(app.db, { roles: ["administrator"], name: "Ada" });
    fixture.adminID = adminUser.userID;
    fixture.admin = await signInCookie(app.db, fixture.adminID);
    fixture.moderator = await signInCookie(
      app.db,
      (await buildUser(app.db, { roles: ["moderator"] })).userID,
    );
    const { roleID } = await app.db
      .insertInto("roles")
      .values({ name: "Site managers", description: "", type: "custom", isAdmin: 0, sort: 10 })
      .returning("roleID")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("role_permissions")
      .values(
        ["session.valid", "site.manage", "settings.manage"].map((permission) => ({
          roleID,
          resourceType: "global",
          resourceID: 0,
          permission,
          allowed: 1,
        })),
      )
      .execute();
    const manager = await buildUser(app.db);
    await app.db.insertInto("user_roles").values({ userID: manager.userID, roleID }).execute();
    fixture.siteManager = await signInCookie(app.db, manager.userID);
  });
  afterAll(() => fixture.app.close());
  return fixture;
}
