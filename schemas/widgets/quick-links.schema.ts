import type { FromSchema } from "json-schema-to-ts";
import { containerOptionsSchema, widgetHeadingProps } from "./common";

/** One quick link: a navigation item (shell spec §5 navigation item rules apply). */
export const quickLinkSchema = {
  type: "object",
  description: "A link; dropped without a name or url, hidden by isHidden, roleIDs or permission.",
  properties: {
    id: { type: ["string", "integer"], description: "An identifier, unique in the list." },
    name: { type: "string", maxLength: 300, description: "The link's text." },
    url: {
      type: "string",
      maxLength: 2000,
      description: "Where it goes; kept when it starts with http(s)://, / or ~, otherwise / is added.",
    },
    isHidden: { type: "boolean", description: "Hide the link." },
    roleIDs: {
      type: "array",
      items: { type: "integer", description: "A role ID." },
      description: "Only users with one of these roles see the link; everyone when absent or empty.",
    },
    permission: { type: "string", maxLength: 100, description: "A permission needed to see the link." },
  },
  additionalProperties: false,
} as const;

/** QuickLinks (`react.quick-links`): a list of links. */
export const quickLinksSchema = {
  $id: "QuickLinks",
  type: "object",
  description: "A list of links.",
  properties: {
    title: widgetHeadingProps.title,
    subtitle: widgetHeadingProps.subtitle,
    description: widgetHeadingProps.description,
    links: { type: "array", maxItems: 200, items: quickLinkSchema, description: "The links, in order." },
    containerOptions: containerOptionsSchema,
  },
  required: ["links"],
  additionalProperties: false,
} as const;

/** Validated props of QuickLinks. */
export type QuickLinksProps = FromSchema<typeof quickLinksSchema>;
/** One quick link. */
export type QuickLink = FromSchema<typeof quickLinkSchema>;
