import type { FromSchema } from "json-schema-to-ts";
import { categoryFragmentSchema } from "./discussion.schema";

/** Record types a collection may hold (content spec §3 Collection). */
export const collectionRecordTypes = [
  "article",
  "category",
  "discussion",
  "event",
  "groups",
  "knowledgeBase",
] as const;
/** One collection record type. */
export type CollectionRecordType = (typeof collectionRecordTypes)[number];

const recordProperties = {
  recordID: { type: "integer", description: "The ID of the record." },
  recordType: { type: "string", enum: collectionRecordTypes, description: "The type of the record." },
  sort: { type: ["integer", "null"], description: "Manual sort order within the collection." },
  dateAddedToCollection: { type: "string", description: "When the record was added (ISO 8601)." },
} as const;

/** One record of a collection, not expanded (Vanilla's CollectionRecord). */
export const collectionRecordSchema = {
  type: "object",
  description: "A record in a collection.",
  properties: recordProperties,
  required: ["recordID", "recordType", "sort", "dateAddedToCollection"],
  additionalProperties: false,
} as const;

const collectionProperties = {
  collectionID: { type: "integer", description: "The collection's ID." },
  name: { type: "string", minLength: 1, maxLength: 255, description: "The collection's name." },
  insertUserID: { type: "integer", description: "Who created the collection." },
  updateUserID: { type: ["integer", "null"], description: "Who last updated the collection." },
  dateInserted: { type: "string", description: "When the collection was created (ISO 8601)." },
  dateUpdated: { type: ["string", "null"], description: "When the collection was last updated (ISO 8601)." },
} as const;
const collectionRequired = [
  "collectionID",
  "name",
  "insertUserID",
  "updateUserID",
  "dateInserted",
  "dateUpdated",
  "records",
] as const;

/** A collection with its records (Vanilla's FullCollectionSchema); records the viewer cannot see are left out. */
export const collectionSchema = {
  $id: "collection",
  type: "object",
  description: "A collection of records.",
  properties: {
    ...collectionProperties,
    records: {
      type: "array",
      maxItems: 30,
      items: collectionRecordSchema,
      description: "The records, in order.",
    },
  },
  required: collectionRequired,
  additionalProperties: false,
} as const;
/** A collection. */
export type Collection = FromSchema<typeof collectionSchema>;

/** `GET /collections`: a page of collections. */
export const collectionListSchema = {
  $id: "collectionList",
  type: "array",
  description: "A page of collections.",
  items: collectionSchema,
} as const;

/** A record's content as a collection card shows it. */
export const collectionItemSchema = {
  type: "object",
  description: "The content of the record: what its card shows.",
  properties: {
    name: { type: "string", description: "The record's title." },
    url: { type: "string", description: "The record's URL." },
    excerpt: { type: "string", description: "The record's description or opening, as plain text." },
    dateInserted: { type: "string", description: "When the record was created (ISO 8601)." },
    imageUrl: { type: ["string", "null"], description: "An image of the record; null when it has none." },
    category: categoryFragmentSchema,
  },
  required: ["name", "url", "excerpt", "dateInserted", "imageUrl"],
  additionalProperties: false,
} as const;

/** One record of a collection with its content. */
export const collectionRecordContentSchema = {
  type: "object",
  description: "A record in a collection, with its content.",
  properties: { ...recordProperties, record: collectionItemSchema },
  required: ["recordID", "recordType", "sort", "dateAddedToCollection", "record"],
  additionalProperties: false,
} as const;

/** `GET /collections/{id}`: a collection with the content of each record the viewer may see. */
export const collectionContentSchema = {
  $id: "collectionContent",
  type: "object",
  description: "A collection with the content of each record the viewer may see.",
  properties: {
    ...collectionProperties,
    records: {
      type: "array",
      maxItems: 30,
      items: collectionRecordContentSchema,
      description: "The records with their content, in order.",
    },
  },
  required: collectionRequired,
  additionalProperties: false,
} as const;
/** A collection with its records' content. */
export type CollectionContent = FromSchema<typeof collectionContentSchema>;
/** One record with its content. */
export type CollectionRecordContent = FromSchema<typeof collectionRecordContentSchema>;
