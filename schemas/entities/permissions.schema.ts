import type { FromSchema } from "json-schema-to-ts";

/** The permissions record of `GET /users/$me/permissions?expand=junctions` (content spec §3, §6). */
export const permissionsRecordSchema = {
  $id: "permissionsRecord",
  type: "object",
  description: "What a user may do, globally and per resource.",
  properties: {
    isAdmin: { type: "boolean", description: "Administrators pass every check." },
    isSysAdmin: { type: "boolean", description: "The system user; only it passes system.only." },
    permissions: {
      type: "array",
      description: "Permission entries: one global entry and one per resource with its own permissions.",
      items: {
        type: "object",
        properties: {
          type: { type: "string", description: '"global" or a resource type such as "category".' },
          id: { type: "integer", description: "The resource ID; absent for the global entry." },
          permissions: {
            type: "object",
            additionalProperties: { type: "boolean" },
            description: "Permission name to granted.",
          },
        },
        required: ["type", "permissions"],
        additionalProperties: false,
      },
    },
    junctions: {
      type: "object",
      description: "Per resource type, the IDs of resources that carry their own permissions.",
      additionalProperties: { type: "array", items: { type: "integer" } },
    },
    junctionAliases: {
      type: "object",
      description: "Per resource type, a map of resource ID to the ID whose permissions it uses.",
      additionalProperties: { type: "object", additionalProperties: { type: "integer" } },
    },
  },
  required: ["isAdmin", "permissions"],
  additionalProperties: false,
} as const;
export type PermissionsRecord = FromSchema<typeof permissionsRecordSchema>;
