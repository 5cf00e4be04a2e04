import type { FromSchema } from "json-schema-to-ts";

/** An uploaded file (Vanilla's media.yml field names), the answer of `POST /media`. */
export const mediaSchema = {
  $id: "media",
  type: "object",
  description: "An uploaded file.",
  properties: {
    mediaID: { type: "integer", description: "The upload's ID." },
    url: { type: "string", description: "Where the file is served." },
    name: { type: "string", description: "The file's original name." },
    type: { type: "string", description: "Its MIME type." },
    size: { type: "integer", description: "Its size in bytes." },
    width: { type: ["integer", "null"], description: "An image's width in pixels." },
    height: { type: ["integer", "null"], description: "An image's height in pixels." },
    foreignType: { type: ["string", "null"], description: "The record type it is attached to." },
    foreignID: { type: ["integer", "null"], description: "The record it is attached to." },
    insertUserID: { type: "integer", description: "Who uploaded it." },
    dateInserted: { type: "string", description: "When it was uploaded (ISO 8601)." },
  },
  required: ["mediaID", "url", "name", "type", "size", "width", "height", "insertUserID", "dateInserted"],
  additionalProperties: false,
} as const;
export type Media = FromSchema<typeof mediaSchema>;

/** A post's files, the answer of `GET /media?foreignType=&foreignID=`. */
export const mediaListSchema = {
  $id: "mediaList",
  type: "array",
  description: "Uploaded files.",
  items: mediaSchema,
} as const;

/** A file attached to a post, as the post carries it (`files` of a discussion or a comment). */
export const postFileSchema = {
  type: "object",
  description: "A file attached to the post.",
  properties: {
    mediaID: mediaSchema.properties.mediaID,
    url: mediaSchema.properties.url,
    name: mediaSchema.properties.name,
    type: mediaSchema.properties.type,
    size: mediaSchema.properties.size,
  },
  required: ["mediaID", "url", "name", "type", "size"],
  additionalProperties: false,
} as const;
export type PostFile = FromSchema<typeof postFileSchema>;

/** The files of a post, oldest first; present only when it has any. */
export const postFilesSchema = {
  type: "array",
  description: "The files attached to the post (a moved-in forum's attachments), oldest first.",
  items: postFileSchema,
} as const;
