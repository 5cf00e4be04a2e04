import type { FastifyInstance } from "fastify";
import {
  roleExpands,
  roleGetQuerySchema,
  roleListQuerySchema,
  roleListSchema,
  rolePatchBodySchema,
  rolePostBodySchema,
  roleSchema,
  type RoleGetQuery,
  type RoleListQuery,
  type RolePatchBody,
  type RolePostBody,
} from "../../schemas/api/roles.schema";
import type { AppContext } from "../context";
import { authorize, type Viewer } from "../auth/viewer";
import { hasPermission } from "../../runtime/permissions/permission-checker";
import { readExpand } from "../http/expand";
import { NO_BODY } from "./api/answers";
import { createRole, deleteRole, getRole, listRoles, updateRole } from "../services/roles/roles";
import { assertHoldsRole, assertMayGrant } from "../services/roles/user-rank";

/** The most roles `GET /roles` answers, and its default (shell spec §7: the client asks for 500). */
export const ROLE_LIST_LIMIT = 500;

const roleIDParams = {
  type: "object",
  properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } },
  required: ["id"],
} as const;

/** Whether the viewer asked for permissions, which only site managers may read (403 otherwise). */
function wantsPermissions(viewer: Viewer, expand: unknown): boolean {
  if (!readExpand(expand, roleExpands).has("permissions")) return false;
  authorize(viewer, "site.manage");
  return true;
}

/**
 * The roles calls (Vanilla's roles.yml): anyone may list the roles and read one (navigation items
 * show by role, shell spec §5); their permissions, and adding, changing and deleting roles, need
 * site.manage. Nobody grants a permission they do not hold, nor changes or deletes a role granting
 * more than they hold (user-rank.ts). The built-in roles cannot be deleted.
 */
export async function roleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: RoleListQuery }>(
    "/roles",
    { schema: { querystring: roleListQuerySchema, response: { 200: roleListSchema } } },
    async (request) =>
      listRoles(db, {
        limit: request.query.limit ?? ROLE_LIST_LIMIT,
        withPermissions: wantsPermissions(request.viewer, request.query.expand),
      }),
  );

  app.get<{ Params: { id: number }; Querystring: RoleGetQuery }>(
    "/roles/:id",
    { schema: { params: roleIDParams, querystring: roleGetQuerySchema, response: { 200: roleSchema } } },
    async (request) => {
      const { viewer } = request;
      // A site manager sees a role's permissions without asking; others may not ask.
      const withPermissions =
        wantsPermissions(viewer, request.query.expand) || hasPermission(viewer.checker, "site.manage");
      return getRole(db, request.params.id, withPermissions);
    },
  );

  app.post<{ Body: RolePostBody }>(
    "/roles",
    { schema: { body: rolePostBodySchema, response: { 201: roleSchema } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      assertMayGrant(request.viewer, request.body.permissions ?? []);
      const role = await createRole(db, request.body);
      return reply.status(201).send(role);
    },
  );

  app.patch<{ Params: { id: number }; Body: RolePatchBody }>(
    "/roles/:id",
    { schema: { params: roleIDParams, body: rolePatchBodySchema, response: { 200: roleSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      await assertHoldsRole(db, request.viewer, request.params.id);
      assertMayGrant(request.viewer, request.body.permissions ?? []);
      return updateRole(db, request.params.id, request.body);
    },
  );

  app.delete<{ Params: { id: number } }>(
    "/roles/:id",
    { schema: { params: roleIDParams, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      await assertHoldsRole(db, request.viewer, request.params.id);
      await deleteRole(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
