import type { FromSchema } from "json-schema-to-ts";

/** Properties every fragment record has (Vanilla's fragments.yml field names). */
const fragmentProperties = {
  fragmentUUID: { type: "string", description: "The fragment's id (a UUID)." },
  fragmentRevisionUUID: {
    type: "string",
    description:
      "The current revision's id; it changes with every update, so asset URLs can be cached forever.",
  },
  fragmentType: {
    type: "string",
    description: "What the fragment replaces or renders, for example BannerFragment or CustomFragment.",
  },
  name: { type: "string", description: "A name for site managers." },
  jsUrl: { type: "string", description: "URL of the current revision's ES module." },
  cssUrl: { type: "string", description: "URL of the current revision's stylesheet." },
  insertUserID: { type: "integer", description: "The user who uploaded the fragment." },
  dateInserted: { type: "string", description: "When the fragment was uploaded (ISO 8601)." },
  dateUpdated: {
    type: ["string", "null"],
    description: "When the current revision was uploaded (ISO 8601); null before the first update.",
  },
} as const;

const fragmentRequired = [
  "fragmentUUID",
  "fragmentRevisionUUID",
  "fragmentType",
  "name",
  "jsUrl",
  "cssUrl",
  "insertUserID",
  "dateInserted",
  "dateUpdated",
] as const;

/** A fragment as listed by `GET /fragments` and answered by writes (shell spec §3, §7). */
export const fragmentSchema = {
  $id: "Fragment",
  type: "object",
  description: "A custom fragment: a site manager's ES module (and stylesheet) that renders a widget part.",
  properties: fragmentProperties,
  required: fragmentRequired,
  additionalProperties: false,
} as const;
/** A fragment record. */
export type Fragment = FromSchema<typeof fragmentSchema>;

/** `GET /fragments/{fragmentUUID}`: the record with its code. */
export const fragmentDetailsSchema = {
  $id: "FragmentDetails",
  type: "object",
  description: "A fragment with its JavaScript and CSS.",
  properties: {
    ...fragmentProperties,
    js: { type: "string", description: "The fragment's ES module source." },
    css: { type: "string", description: "The fragment's stylesheet; empty when it has none." },
  },
  required: [...fragmentRequired, "js", "css"],
  additionalProperties: false,
} as const;
/** A fragment record with its code. */
export type FragmentDetails = FromSchema<typeof fragmentDetailsSchema>;
