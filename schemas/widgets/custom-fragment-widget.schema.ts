import type { FromSchema } from "json-schema-to-ts";
import { fragmentImplSchema } from "../layout/node.schema";

/** CustomFragmentWidget: a site manager's fragment placed on a layout by itself (shell spec §2). */
export const customFragmentWidgetSchema = {
  $id: "CustomFragmentWidget",
  type: "object",
  description:
    "A custom fragment rendered on its own: an uploaded ES module whose default export is a React component.",
  properties: {
    fragmentImpl: fragmentImplSchema,
    fragmentProps: {
      type: "object",
      description: "Props passed through to the fragment's component as they are.",
      additionalProperties: true,
    },
    propsValidatorUrl: {
      type: "string",
      maxLength: 500,
      description:
        "For a widget type a fragment declares: the module that checks `fragmentProps` against its schema (the server fills it).",
    },
  },
  required: ["fragmentImpl"],
  additionalProperties: false,
} as const;
/** Hydrated props of CustomFragmentWidget. */
export type CustomFragmentWidgetProps = FromSchema<typeof customFragmentWidgetSchema>;
