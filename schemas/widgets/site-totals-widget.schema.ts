import type { FromSchema } from "json-schema-to-ts";
import { siteTotalRecordTypes } from "../entities/site-totals.schema";
import { widgetHeadingProps } from "./common";

export { defaultSiteTotalCounts } from "./defaults";

/** SiteTotalsWidget: counts of the community (members, discussions, comments, categories, posts). */
export const siteTotalsWidgetSchema = {
  $id: "SiteTotalsWidget",
  type: "object",
  description: "Counts of the community: members, discussions, comments, categories, posts.",
  properties: {
    title: widgetHeadingProps.title,
    apiParams: {
      type: "object",
      description: "Which counts to show, in order.",
      properties: {
        counts: {
          type: "array",
          description: "The counts, in the order they show.",
          maxItems: 20,
          items: {
            type: "object",
            description: "One count.",
            properties: {
              recordType: { type: "string", enum: siteTotalRecordTypes, description: "What is counted." },
              label: { type: "string", maxLength: 100, description: "The label under the number." },
              isHidden: { type: "boolean", description: "Leave this count out." },
            },
            required: ["recordType", "label"],
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    },
    formatNumbers: {
      type: "boolean",
      description: "Abbreviate numbers above 999 (1.2k); on unless set to false.",
    },
    containerOptions: {
      type: "object",
      description: "How the counts are laid out.",
      properties: {
        alignment: {
          type: "string",
          enum: ["left", "center", "right", "space-around"],
          description: "How the counts sit in the row.",
        },
      },
      additionalProperties: false,
    },
    totals: {
      type: "array",
      description: "Preloaded counts (the server fills them).",
      items: {
        type: "object",
        description: "One preloaded count.",
        properties: {
          recordType: { type: "string", enum: siteTotalRecordTypes, description: "What is counted." },
          label: { type: "string", description: "The label under the number." },
          count: { type: "integer", minimum: 0, description: "The count." },
          isCalculating: { type: "boolean", description: "True while the count is still being worked out." },
        },
        required: ["recordType", "label", "count"],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;
/** Props of SiteTotalsWidget. */
export type SiteTotalsWidgetProps = FromSchema<typeof siteTotalsWidgetSchema>;
