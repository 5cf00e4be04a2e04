import type { FastifyInstance } from "fastify";
import {
  userByNamesQuerySchema,
  userExpands,
  userListQuerySchema,
  type UserByNamesQuery,
  type UserListQuery,
} from "../../../schemas/api/user-lookup.schema";
import type { User } from "../../../schemas/entities/user.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { readExpand } from "../../http/expand";
import { readSiteConfig } from "../../services/config";
import { findUsersByName } from "../../services/users/user-lookup";
import { findUserByName, PROFILE_READ_PERMISSIONS } from "../../services/users/users";
import { presentUser } from "../../services/users/user-presenter";
import { listMembersPage } from "./users-admin";
import { userFragmentListSchema, userListSchema } from "../../../schemas/api/user-lookup.schema";

/**
 * `GET /users/by-names`: users by name or name prefix, for @mention suggestions (content spec §5, §7).
 * `GET /users?name=`: the member a profile page names (content spec §2 profile links), as
 * `GET /users/{id}` shows them: a private profile, or a banned one with ui.bannedPrivateProfile on,
 * keeps only its public fragment for viewers without personalInfo.view other than the member (§6).
 */
export async function userLookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: UserByNamesQuery }>(
    "/users/by-names",
    { schema: { querystring: userByNamesQuerySchema, response: { 200: userFragmentListSchema } } },
    async (request) => {
      authorize(request.viewer, "profiles.view");
      return findUsersByName(ctx.db, request.viewer, request.query);
    },
  );

  app.get<{ Querystring: UserListQuery }>(
    "/users",
    { schema: { querystring: userListQuerySchema, response: { 200: userListSchema } } },
    async (request, reply): Promise<User[]> => {
      const { viewer } = request;
      if (request.query.name === undefined) return listMembersPage(ctx.db, request, reply);
      authorize(viewer, PROFILE_READ_PERMISSIONS);
      const row = await findUserByName(ctx.db, request.query.name);
      if (!row) return [];
      const config = await readSiteConfig(ctx.db);
      return [
        await presentUser(ctx.db, row, viewer, {
          bannedPrivateProfile: config["ui.bannedPrivateProfile"],
          reactionsReceived: readExpand(request.query.expand, userExpands).has("reactionsReceived"),
        }),
      ];
    },
  );
}
