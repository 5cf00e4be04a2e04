import type { FromSchema } from "json-schema-to-ts";

/** A fragment implementation that replaces a widget part (shell spec §3). */
export const fragmentImplSchema = {
  type: "object",
  description: "A custom fragment implementation: its script and style.",
  properties: {
    fragmentUUID: { type: "string", description: 'The fragment; "system" forces the built-in.' },
    fragmentRevisionUUID: { type: "string", description: "The fragment's revision." },
    jsUrl: { type: "string", description: "URL of the fragment's ES module." },
    cssUrl: { type: "string", description: "URL of the fragment's stylesheet." },
    css: { type: "string", description: "Inline CSS of the fragment." },
  },
  required: ["fragmentUUID"],
  additionalProperties: false,
} as const;
export type FragmentImpl = FromSchema<typeof fragmentImplSchema>;
