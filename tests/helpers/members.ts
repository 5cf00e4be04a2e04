import type { Kysely } from "kysely";
import type { Database } from "../../server/db/types";
import { nowISO } from "../../server/db/columns";

/** Options of {@link insertMembers}. */
export interface InsertMembersOptions {
  /** Banned members (banned: 1); not banned by default. */
  banned?: boolean;
}

/**
 * Adds `count` members named `${prefix}0`, `${prefix}1`, … straight into the database (no password,
 * email confirmed), each with the Member role, and answers their IDs in that order.
 * Fast enough for tests that need dozens of members; sign one in with `createSession` when needed.
 */
export async function insertMembers(
  db: Kysely<Database>,
  prefix: string,
  count: number,
  options: InsertMembersOptions = {},
): Promise<number[]> {
  const roles = await db.selectFrom("roles").select("roleID").where("type", "=", "member").execute();
  const userIDs: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${prefix}${i}`;
    const { userID } = await db
      .insertInto("users")
      .values({
        name,
        nameKey: name,
        email: `${name}@example.test`,
        emailKey: `${name}@example.test`,
        passwordHash: "",
        photoUrl: "",
        title: "",
        private: 0,
        banned: options.banned ? 1 : 0,
        emailConfirmed: 1,
        countDiscussions: 0,
        countComments: 0,
        points: 0,
        dateInserted: nowISO(),
        dateLastActive: null,
        dateUpdated: null,
        signatureHtml: null,
      })
      .returning("userID")
      .executeTakeFirstOrThrow();
    if (roles.length > 0)
      await db
        .insertInto("user_roles")
        .values(roles.map((role) => ({ userID, roleID: role.roleID })))
        .execute();
    userIDs.push(userID);
  }
  return userIDs;
}
