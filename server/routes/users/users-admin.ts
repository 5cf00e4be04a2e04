import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import qs from "qs";
import type { User } from "../../../schemas/entities/user.schema";
import type { UserListQuery } from "../../../schemas/api/user-lookup.schema";
import {
  userBanBodySchema,
  userBanHistorySchema,
  userBanSchema,
  userDeleteBodySchema,
  type UserBanBody,
  type UserDeleteBody,
} from "../../../schemas/api/users-admin.schema";
import type { AppContext } from "../../context";
import { NO_BODY } from "../api/answers";
import {
  banHistory,
  deleteMemberKeepingContent,
  setMemberBanned,
  staffTarget,
} from "../../services/users/users-admin";
import { userIDOf } from "./users";
import { authorize } from "../../auth/viewer";
import { readSiteConfig } from "../../services/config";
import { listMembers } from "../../services/users/users-admin-list";

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^\\d+$" } },
  required: ["id"],
} as const;

/**
 * Staff's members calls beside the users calls: ban and unban with a reason, and the ban history
 * (users.edit), and delete
 * keeping the posts (users.delete); an administrator's account needs site.manage too. The members
 * list is `GET /users` without `name` (user-lookup.ts), role changes `PATCH /users/{id}` `roleID`
 * (account.ts).
 */
export async function usersAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.put<{ Params: { id: string }; Body: UserBanBody }>(
    "/users/:id/ban",
    { schema: { params: idParams, body: userBanBodySchema, response: { 200: userBanSchema } } },
    async (request) => {
      const { viewer } = request;
      const user = await staffTarget(db, viewer, userIDOf(request.params.id, viewer), "users.edit");
      return setMemberBanned(db, viewer, user, request.body);
    },
  );

  // The member's bans and unbans with their reasons, for the members page.
  app.get<{ Params: { id: string } }>(
    "/users/:id/bans",
    { schema: { params: idParams, response: { 200: userBanHistorySchema } } },
    async (request) => {
      const { viewer } = request;
      const user = await staffTarget(db, viewer, userIDOf(request.params.id, viewer), "users.edit");
      return banHistory(db, user.userID);
    },
  );

  app.delete<{ Params: { id: string }; Body: UserDeleteBody }>(
    "/users/:id",
    { schema: { params: idParams, body: userDeleteBodySchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      const { viewer } = request;
      const user = await staffTarget(db, viewer, userIDOf(request.params.id, viewer), "users.delete");
      await deleteMemberKeepingContent(db, viewer, user);
      return reply.status(204).send();
    },
  );
}

/**
 * `GET /users` without `name`: a page of the members list for staff (users.edit, users.delete or
 * site.manage). The next page is named by a cursor in the `Link` and `x-app-page-next-url` headers.
 */
export async function listMembersPage(
  db: AppContext["db"],
  request: FastifyRequest<{ Querystring: UserListQuery }>,
  reply: FastifyReply,
): Promise<User[]> {
  const { viewer } = request;
  authorize(viewer, ["users.edit", "users.delete", "site.manage"]);
  const config = await readSiteConfig(db);
  const page = await listMembers(db, viewer, request.query, {
    bannedPrivateProfile: config["ui.bannedPrivateProfile"],
  });
  reply.header("x-app-page-limit", String(page.limit));
  if (page.nextCursor) {
    const [pathname = "", search = ""] = request.url.split("?", 2);
    const next = `${pathname}?${qs.stringify({ ...qs.parse(search), cursor: page.nextCursor })}`;
    reply.header("Link", `<${next}>; rel="next"`);
    reply.header("x-app-page-next-url", next);
  }
  return page.users;
}
