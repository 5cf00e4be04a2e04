import type { Kysely, Migration } from "kysely";
import { defaultSiteConfig } from "../../../../schemas/config/site-config";
import { builtInRoles } from "../../../auth/role-definitions";
import type { Database } from "../../types";

/** Reaction types of a new site (content spec §3 reaction icons). */
const reactionTypes = [
  { tagID: 1, urlcode: "Promote", name: "Promote", class: "Positive", reactionValue: 5 },
  { tagID: 2, urlcode: "Insightful", name: "Insightful", class: "Positive", reactionValue: 1 },
  { tagID: 3, urlcode: "Awesome", name: "Awesome", class: "Positive", reactionValue: 1 },
  { tagID: 4, urlcode: "LOL", name: "LOL", class: "Positive", reactionValue: 0 },
  { tagID: 5, urlcode: "Like", name: "Like", class: "Positive", reactionValue: 1 },
  { tagID: 6, urlcode: "Agree", name: "Agree", class: "Positive", reactionValue: 1 },
  { tagID: 7, urlcode: "Disagree", name: "Disagree", class: "Negative", reactionValue: 0 },
  { tagID: 8, urlcode: "Dislike", name: "Dislike", class: "Negative", reactionValue: -1 },
  { tagID: 9, urlcode: "OffTopic", name: "Off Topic", class: "Negative", reactionValue: 0 },
  { tagID: 10, urlcode: "WTF", name: "WTF", class: "Negative", reactionValue: 0 },
  { tagID: 11, urlcode: "Spam", name: "Spam", class: "Flag", reactionValue: -1 },
  { tagID: 12, urlcode: "Abuse", name: "Abuse", class: "Flag", reactionValue: -1 },
];

/** Roles with their global permissions, reaction types and the default config: what every site has. */
export const systemDataMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    for (const [sort, role] of builtInRoles.entries()) {
      const { roleID } = await db
        .insertInto("roles")
        .values({
          name: role.name,
          description: role.description,
          type: role.type,
          isAdmin: role.isAdmin ? 1 : 0,
          sort,
        })
        .returning("roleID")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("role_permissions")
        .values(
          role.permissions.map((permission) => ({
            roleID,
            resourceType: "global",
            resourceID: 0,
            permission,
            allowed: 1,
          })),
        )
        .execute();
    }
    await db
      .insertInto("reaction_types")
      .values(reactionTypes.map((r) => ({ ...r, active: 1 })))
      .execute();
    await db
      .insertInto("config")
      .values(
        Object.entries(defaultSiteConfig()).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
      )
      .execute();
  },
};
