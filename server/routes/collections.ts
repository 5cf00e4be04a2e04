import type { FastifyInstance } from "fastify";
import {
  collectionListQuerySchema,
  collectionPostBodySchema,
  type CollectionListQuery,
  type CollectionPostBody,
} from "../../schemas/api/collections.schema";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { readPage, setPagingHeaders } from "../http/paging";
import { createCollection, getCollectionContent, listCollections } from "../services/collections";

const idParams = {
  type: "object",
  properties: { id: { type: "integer", minimum: 1 } },
  required: ["id"],
} as const;

/**
 * Collections (content spec §3; Vanilla's collections.yml): list and read them (records the viewer
 * may not see are left out), and create one with community.manage.
 */
export async function collectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: CollectionListQuery }>(
    "/collections",
    { schema: { querystring: collectionListQuerySchema } },
    async (request, reply) => {
      const page = readPage(request.query, 20, 100);
      const { collections, total } = await listCollections(db, request.viewer, page);
      setPagingHeaders(request, reply, { ...page, total });
      return collections;
    },
  );

  app.get<{ Params: { id: number } }>("/collections/:id", { schema: { params: idParams } }, async (request) =>
    getCollectionContent(db, request.viewer, request.params.id),
  );

  app.post<{ Body: CollectionPostBody }>(
    "/collections",
    { schema: { body: collectionPostBodySchema } },
    async (request, reply) => {
      authorize(request.viewer, "community.manage");
      const collection = await createCollection(db, request.viewer, request.body);
      reply.status(201);
      return collection;
    },
  );
}
