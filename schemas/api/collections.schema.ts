import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";

/** Record types that can be added to a collection on this site (discussions and categories exist here). */
export const collectableRecordTypes = ["discussion", "category"] as const;

/** `POST /collections` body (Vanilla's CollectionPostSchema). */
export const collectionPostBodySchema = {
  type: "object",
  description: "A new collection.",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 255, description: "The collection's name." },
    records: {
      type: "array",
      maxItems: 30,
      description: "The records, in order.",
      items: {
        type: "object",
        description: "A record to add.",
        properties: {
          recordID: { type: "integer", minimum: 1, description: "The ID of the record." },
          recordType: {
            type: "string",
            enum: collectableRecordTypes,
            description: "The type of the record.",
          },
          sort: { type: ["integer", "null"], description: "Manual sort order; the list order by default." },
        },
        required: ["recordID", "recordType"],
        additionalProperties: false,
      },
    },
  },
  required: ["name", "records"],
  additionalProperties: false,
} as const;
/** A new collection. */
export type CollectionPostBody = FromSchema<typeof collectionPostBodySchema>;

/** `GET /collections` query. */
export const collectionListQuerySchema = {
  type: "object",
  description: "A page of collections.",
  properties: {
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Collections per page; 20 by default." },
  },
  additionalProperties: false,
} as const;
/** The collection list query. */
export type CollectionListQuery = FromSchema<typeof collectionListQuerySchema>;

/** `GET /collections/by-resource` query: the record whose collections to list. */
export const collectionByResourceQuerySchema = {
  type: "object",
  description: "The record whose collections to list.",
  properties: {
    recordID: { type: "integer", minimum: 1, maximum: 2147483647, description: "The ID of the record." },
    recordType: { type: "string", enum: collectableRecordTypes, description: "The type of the record." },
  },
  required: ["recordID", "recordType"],
  additionalProperties: false,
} as const;
/** The by-resource query. */
export type CollectionByResourceQuery = FromSchema<typeof collectionByResourceQuerySchema>;

/** `PUT /collections/by-resource` body: exactly the collections a record belongs to (empty clears). */
export const collectionByResourceBodySchema = {
  type: "object",
  description: "Sets exactly the collections a record belongs to; an empty list takes it out of every one.",
  properties: {
    collectionIDs: {
      type: "array",
      maxItems: 100,
      items: { type: "integer", minimum: 1, maximum: 2147483647 },
      description: "The collections to hold the record.",
    },
    record: {
      type: "object",
      description: "The record.",
      properties: {
        recordID: { type: "integer", minimum: 1, maximum: 2147483647, description: "The ID of the record." },
        recordType: { type: "string", enum: collectableRecordTypes, description: "The type of the record." },
        sort: {
          type: ["integer", "null"],
          description: "Manual sort order in the collections it is added to.",
        },
      },
      required: ["recordID", "recordType"],
      additionalProperties: false,
    },
  },
  required: ["collectionIDs", "record"],
  additionalProperties: false,
} as const;
/** The by-resource body. */
export type CollectionByResourceBody = FromSchema<typeof collectionByResourceBodySchema>;
