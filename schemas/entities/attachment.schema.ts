import type { FromSchema } from "json-schema-to-ts";

/** Who may post an integration's attachments, for the viewer asking (content spec §3, §6). */
export const writeableScopes = ["all", "own", "none"] as const;
export type WriteableScope = (typeof writeableScopes)[number];

/** The record types attachments go on. */
export const attachmentRecordTypes = ["discussion"] as const;

/** An attachment integration as `GET /attachments/catalog` answers it (content spec §3). */
export const attachmentIntegrationSchema = {
  $id: "attachmentIntegration",
  type: "object",
  description: "An external system posts can be linked to, and what the viewer may do with it.",
  properties: {
    attachmentType: { type: "string", minLength: 1, description: "The integration's type key." },
    name: { type: "string", description: "The integration's name." },
    title: { type: "string", description: "The title of its form." },
    label: { type: "string", description: "The menu item that opens its form." },
    submitButton: { type: "string", description: "The form's submit button." },
    externalIDLabel: { type: "string", description: "What the external record's ID is called." },
    logoIcon: { type: "string", description: "The integration's logo icon name." },
    attachmentTypeIcon: { type: "string", description: "The attachment type's icon name." },
    postSuccessMessage: { type: "string", description: "Shown once an attachment is posted." },
    recordTypes: {
      type: "array",
      items: { type: "string", enum: attachmentRecordTypes },
      description: "The record types it attaches to.",
    },
    writeableContentScope: {
      type: "string",
      enum: writeableScopes,
      description: "all: any post; own: the viewer's own posts; none: the viewer may not post.",
    },
  },
  required: [
    "attachmentType",
    "name",
    "title",
    "label",
    "submitButton",
    "externalIDLabel",
    "logoIcon",
    "attachmentTypeIcon",
    "postSuccessMessage",
    "recordTypes",
    "writeableContentScope",
  ],
  additionalProperties: false,
} as const;
export type AttachmentIntegration = FromSchema<typeof attachmentIntegrationSchema>;

/** `GET /attachments/catalog`: the integrations keyed by type. */
export const attachmentCatalogSchema = {
  $id: "attachmentCatalog",
  type: "object",
  description: "Attachment integrations keyed by attachmentType.",
  additionalProperties: attachmentIntegrationSchema,
} as const;
export type AttachmentCatalog = Record<string, AttachmentIntegration>;

/** An attachment (attachments.yml Attachment). */
export const attachmentSchema = {
  $id: "attachment",
  type: "object",
  description: "An external record linked to a post.",
  properties: {
    attachmentID: { type: "integer", description: "The attachment's ID." },
    recordType: { type: "string", description: "The record type of the post." },
    recordID: { type: "string", description: "The ID of the post." },
    type: { type: "string", description: "The attachment type (integration)." },
    source: { type: "string", description: "The external system." },
    sourceID: { type: "integer", description: "The external record's ID." },
    sourceUrl: { type: "string", description: "Where the external record is." },
    status: { type: "string", description: "The external record's status, as last refreshed." },
    title: { type: "string", description: "The external record's title." },
    foreignUserID: { type: "integer", description: "The user the attachment was made for." },
    insertUserID: { type: "integer", description: "Who created the attachment." },
    dateInserted: { type: "string", description: "When it was created (ISO 8601)." },
    dateUpdated: { type: "string", description: "When it was last refreshed (ISO 8601)." },
    metadata: {
      type: "array",
      description: "Details of the external record.",
      items: {
        type: "object",
        properties: { labelCode: { type: "string" }, value: { type: "string" } },
        required: ["labelCode", "value"],
        additionalProperties: false,
      },
    },
  },
  required: [
    "attachmentID",
    "recordType",
    "recordID",
    "type",
    "source",
    "sourceID",
    "sourceUrl",
    "status",
    "title",
    "foreignUserID",
    "insertUserID",
    "dateInserted",
    "dateUpdated",
    "metadata",
  ],
  additionalProperties: false,
} as const;
export type Attachment = FromSchema<typeof attachmentSchema>;

export const attachmentListSchema = {
  $id: "attachmentList",
  type: "array",
  description: "Attachments.",
  items: attachmentSchema,
} as const;
