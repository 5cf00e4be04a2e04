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
  type CategoryFollow,
  type CategoryPatch,
} from "../../../schemas/entities/category.schema";
import type { AppContext } from "../../context";
import { authorize, requireSignedIn } from "../../auth/viewer";
import { readPage, setPagingHeaders } from "../../http/paging";
import { getCategory, listCategories, setCategoryFollow } from "../../services/categories/categories";
import { searchCategories } from "../../services/categories/category-search";
import { patchCategory } from "../../services/categories/category-edit";
import { categoryListSchema, categorySchema } from "../../../schemas/entities/category.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/**
 * `GET /categories`, `GET /categories/search`, `GET /categories/{id}`, `PATCH /categories/{id}`
 * (the category's colour, icon and banner; site.manage) and `PUT /categories/{id}/follow`.
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
