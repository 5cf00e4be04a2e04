// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { categoryListSchema, type Category } from "../../../schemas/entities/category.schema";
import { categoryPermissionNames } from "../../auth/role-definitions";
import { buildTestApp } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import {
  buildCategory,
  buildCommunity,
  signInCookie,
  type BuiltCategory,
} from "../../../tests/helpers/factories";

let app: FastifyInstance;
let member = "";
let moderator = "";
let open: BuiltCategory;
let staffRoom: BuiltCategory;
let readOnly: BuiltCategory;
let heading: BuiltCategory;

/** Members may read the category but not start discussions there. */
async function makeReadOnlyForMembers(categoryID: number): Promise<void> {
  const roles = await app.db.selectFrom("roles").select(["roleID", "type"]).execute();
  await app.db
    .insertInto("role_permissions")
    .values(
      roles.flatMap((role) =>
        categoryPermissionNames.map((permission) => ({
          roleID: role.roleID,
          resourceType: "category",
          resourceID: categoryID,
          permission,
          allowed:
            role.type === "moderator" || role.type === "administrator" || permission === "discussions.view"
              ? 1
              : 0,
        })),
      ),
    )
    .execute();
  await app.db
    .updateTable("categories")
    .set({ permissionCategoryID: categoryID })
    .where("categoryID", "=", categoryID)
    .execute();
}

beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const community = await buildCommunity(app);
  open = community.general;
  staffRoom = community.staffRoom;
  readOnly = await buildCategory(app.db);
  await makeReadOnlyForMembers(readOnly.categoryID);
  heading = await buildCategory(app.db, { displayAs: "heading" });
  member = await signInCookie(app.db, community.member.userID);
  moderator = await signInCookie(app.db, community.moderator.userID);
});
afterAll(() => app.close());

async function search(query: string, cookie?: string): Promise<string[]> {
  const response = await app.inject({
    url: `/api/v2/categories/search?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(categoryListSchema, response.json());
  return (response.json() as Category[]).map((category) => category.name);
}

describe("GET /api/v2/categories/search?filterDiscussionsAdd=true (the post form's category picker)", () => {
  it("lists every category a member may start discussions in for an empty query", async () => {
    const names = await search("query=&filterDiscussionsAdd=true", member);
    expect(names).toContain(open.name);
    expect(names).not.toContain(staffRoom.name);
    expect(names).not.toContain(readOnly.name);
    expect(names).not.toContain(heading.name);
  });

  it("follows each viewer's permissions: a moderator may post in the staff room", async () => {
    const names = await search("filterDiscussionsAdd=true", moderator);
    expect(names).toEqual(expect.arrayContaining([open.name, staffRoom.name, readOnly.name]));
    expect(names).not.toContain(heading.name);
  });

  it("filters typed text to postable categories too", async () => {
    expect(
      await search(`query=${encodeURIComponent(readOnly.name)}&filterDiscussionsAdd=true`, member),
    ).toEqual([]);
    expect(await search(`query=${encodeURIComponent(readOnly.name)}`, member)).toEqual([readOnly.name]);
  });

  it("answers a guest nothing, and keeps the empty search of other callers empty (content spec §5)", async () => {
    expect(await search("query=&filterDiscussionsAdd=true")).toEqual([]);
    expect(await search("query=", member)).toEqual([]);
  });
});
