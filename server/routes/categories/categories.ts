import type { FastifyInstance } from "fastify";
import {
  categoryListQuerySchema,
  categorySearchQuerySchema,
  type CategoryListQueryParams,
  type CategorySearchQueryParams,
} from "../../../schemas/api/categories.schema";
import {
  categoryFollowSchema,
  categoryPatchSchema,
  categoryPostSchema,
  type CategoryFollow,
  type CategoryPatch,
  type CategoryPost,
} from "../../../schemas/entities/category.schema";
import {
  categoryDeleteBodySchema,
  categoryPermissionsPutSchema,
  categoryPermissionsSchema,
  type CategoryDeleteBody,
  type CategoryPermissionsPut,
} from "../../../schemas/api/category-admin.schema";
import type { AppContext } from "../../context";
import { authorize, requireSignedIn } from "../../auth/viewer";
import { readPage, setPagingHeaders } from "../../http/paging";
import { getCategory, listCategories, setCategoryFollow } from "../../services/categories/categories";
import { searchCategories } from "../../services/categories/category-search";
import { createCategory, patchCategory } from "../../services/categories/category-edit";
import { startCategoryDelete } from "../../services/categories/category-delete";
import {
  readCategoryPermissions,
  writeCategoryPermissions,
} from "../../services/categories/category-permissions";
import { longRunner } from "../api/answers";
import { categoryListSchema, categorySchema } from "../../../schemas/entities/category.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/**
 * `GET /categories`, `GET /categories/search`, `GET /categories/{id}`, `PUT /categories/{id}/follow`,
 * and for site managers `POST /categories`, `PATCH /categories/{id}` (fields, look, parent, place),
 * `DELETE /categories/{id}` (a long-running job over its discussions) and
 * `GET`/`PUT /categories/{id}/permissions` (its grid per role).
 */
export async function categoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: CategoryListQueryParams }>(
    "/categories",
    { schema: { querystring: categoryListQuerySchema, response: { 200: categoryListSchema } } },
    async (request, reply) => {
      const { viewer, query } = request;
      authorize(viewer, "discussions.view");
      const isFlat =
        query.outputFormat === "flat" || query.followed === true || (query.categoryID?.length ?? 0) > 0;
      const categories = await listCategories(db, viewer, {
        ...query,
        outputFormat: isFlat ? "flat" : "tree",
      });
      if (!isFlat) return categories;
      // Only a flat list pages (Vanilla: page and limit are incompatible with a tree).
      const page = readPage(query);
      setPagingHeaders(request, reply, { ...page, total: categories.length });
      return categories.slice(page.offset, page.offset + page.limit);
    },
  );

  app.get<{ Querystring: CategorySearchQueryParams }>(
    "/categories/search",
    { schema: { querystring: categorySearchQuerySchema, response: { 200: categoryListSchema } } },
    async (request) => {
      authorize(request.viewer, "discussions.view");
      return searchCategories(db, request.viewer, request.query);
    },
  );

  app.get<{ Params: { id: number } }>(
    "/categories/:id",
    { schema: { params: idParamsSchema, response: { 200: categorySchema } } },
    async (request) => getCategory(db, request.viewer, request.params.id),
  );

  app.post<{ Body: CategoryPost }>(
    "/categories",
    { schema: { body: categoryPostSchema, response: { 201: categorySchema } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      return reply.status(201).send(await createCategory(db, request.viewer, request.body));
    },
  );

  app.delete<{ Params: { id: number }; Body: CategoryDeleteBody }>(
    "/categories/:id",
    {
      schema: { params: idParamsSchema, body: categoryDeleteBodySchema, response: longRunner },
      // A DELETE without a body is the empty choice (its discussions are deleted), as in Vanilla.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      const answer = await startCategoryDelete(
        db,
        request.viewer,
        request.params.id,
        request.body.newCategoryID ?? null,
        (error, recordID) => request.log.error({ err: error, recordID }, "a category deletion step failed"),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get<{ Params: { id: number } }>(
    "/categories/:id/permissions",
    { schema: { params: idParamsSchema, response: { 200: categoryPermissionsSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return readCategoryPermissions(db, request.params.id);
    },
  );

  app.put<{ Params: { id: number }; Body: CategoryPermissionsPut }>(
    "/categories/:id/permissions",
    {
      schema: {
        params: idParamsSchema,
        body: categoryPermissionsPutSchema,
        response: { 200: categoryPermissionsSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return writeCategoryPermissions(db, request.viewer, request.params.id, request.body);
    },
  );

  app.patch<{ Params: { id: number }; Body: CategoryPatch }>(
    "/categories/:id",
    { schema: { params: idParamsSchema, body: categoryPatchSchema, response: { 200: categorySchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return patchCategory(db, request.viewer, request.params.id, request.body);
    },
  );

  app.put<{ Params: { id: number }; Body: CategoryFollow }>(
    "/categories/:id/follow",
    {
      schema: { params: idParamsSchema, body: categoryFollowSchema, response: { 200: categoryFollowSchema } },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      return setCategoryFollow(db, request.viewer, request.params.id, request.body.followed);
    },
  );
}
