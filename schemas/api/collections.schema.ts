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
