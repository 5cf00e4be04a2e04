import type { FromSchema } from "json-schema-to-ts";
import { meSchema } from "./entities/user.schema.ts";
import { permissionsRecordSchema } from "./entities/permissions.schema.ts";
import { themePreviewSchema } from "./entities/theme.schema.ts";

/** The boot payload the server inlines into every HTML page as `<script type="application/json" id="plaza-boot">`. */
export const bootPayloadSchema = {
  $id: "bootPayload",
  type: "object",
  description: "What the first page needs without an API round-trip.",
  properties: {
    config: {
      type: "object",
      description: "The public site config keys.",
      additionalProperties: true,
    },
    user: meSchema,
    permissions: permissionsRecordSchema,
    locale: { type: "string", description: "The locale key of the page." },
    translations: {
      type: "object",
      additionalProperties: { type: "string" },
      description:
        "The interface strings of the page's locale, by their English text; absent in English (the keys are the text).",
    },
    debug: { type: "boolean", description: "Debug mode: error details and stacks are shown." },
    status: { type: "integer", description: "The HTTP status of the page (404 for unknown paths)." },
    layout: { type: "object", description: "The first page's hydrated layout, when it has one." },
    deviceClass: {
      enum: ["mobile", "desktop"],
      description:
        "The device the server rendered the page for, guessed from the request: hydration reads it.",
    },
    themePreview: {
      ...themePreviewSchema,
      description:
        "The theme the viewer is previewing (shell spec §3): the page is rendered with it, for them alone.",
    },
    nodeValidation: {
      type: "object",
      description:
        "What the server's render found validating the first page's layout nodes (by their place, depth first): the nodes it did not validate, and those that failed, with their errors. The browser hydrates the others without validating them again.",
      properties: {
        skipped: { type: "array", items: { type: "integer" } },
        invalid: {
          type: "object",
          additionalProperties: {
            type: "array",
            items: {
              type: "object",
              properties: { path: { type: "string" }, message: { type: "string" } },
              required: ["path", "message"],
              additionalProperties: false,
            },
          },
        },
      },
      required: ["skipped", "invalid"],
      additionalProperties: false,
    },
    renderedAt: {
      type: "integer",
      description:
        "When the server rendered the page (ms since the epoch): relative dates read it until hydrated.",
    },
  },
  required: ["config", "user", "permissions", "locale", "debug", "status"],
  additionalProperties: false,
} as const;
export type BootPayload = FromSchema<typeof bootPayloadSchema>;

export { BOOT_ELEMENT_ID, MODULES_ELEMENT_ID } from "./boot-elements.ts";
