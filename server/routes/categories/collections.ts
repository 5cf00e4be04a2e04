import type { FastifyInstance } from "fastify";
import {
  collectionByResourceBodySchema,
  collectionByResourceQuerySchema,
  collectionListQuerySchema,
  collectionPostBodySchema,
  type CollectionByResourceBody,
  type CollectionByResourceQuery,
  type CollectionListQuery,
  type CollectionPostBody,
} from "../../../schemas/api/collections.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { readPage, setPagingHeaders } from "../../http/paging";
import {
  createCollection,
  getCollectionContent,
  listCollections,
} from "../../services/collections/collections";
import {
  listCollectionsByResource,
  setCollectionsOfResource,
} from "../../services/collections/collections-by-resource";
import {
  collectionContentSchema,
  collectionListSchema,
  collectionSchema,
} from "../../../schemas/entities/collection.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/**
 * Collections (content spec §3; Vanilla's collections.yml): list and read them (records the viewer
 * may not see are left out), and create one with community.manage. `/collections/by-resource` lists
 * (anyone who may see the record) and sets (community.manage: content spec §6 Add to Collection) the collections of
 * one record; it is registered before `/collections/:id`, whose integer id would refuse it.
 */
export async function collectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: CollectionListQuery }>(
    "/collections",
    { schema: { querystring: collectionListQuerySchema, response: { 200: collectionListSchema } } },
    async (request, reply) => {
      const page = readPage(request.query, 20, 100);
      const { collections, total } = await listCollections(db, request.viewer, page);
      setPagingHeaders(request, reply, { ...page, total });
      return collections;
    },
  );

  app.get<{ Querystring: CollectionByResourceQuery }>(
    "/collections/by-resource",
    { schema: { querystring: collectionByResourceQuerySchema, response: { 200: collectionListSchema } } },
    async (request) => listCollectionsByResource(db, request.viewer, request.query),
  );

  app.put<{ Body: CollectionByResourceBody }>(
    "/collections/by-resource",
    { schema: { body: collectionByResourceBodySchema, response: { 200: collectionListSchema } } },
    async (request) => {
      authorize(request.viewer, "community.manage");
      return setCollectionsOfResource(db, request.viewer, request.body.record, request.body.collectionIDs);
    },
  );

  app.get<{ Params: { id: number } }>(
    "/collections/:id",
    { schema: { params: idParamsSchema, response: { 200: collectionContentSchema } } },
    async (request) => getCollectionContent(db, request.viewer, request.params.id),
  );

  app.post<{ Body: CollectionPostBody }>(
    "/collections",
    { schema: { body: collectionPostBodySchema, response: { 201: collectionSchema } } },
    async (request, reply) => {
      authorize(request.viewer, "community.manage");
      const collection = await createCollection(db, request.viewer, request.body);
      reply.status(201);
      return collection;
    },
  );
}
