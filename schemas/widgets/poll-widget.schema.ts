import type { FromSchema } from "json-schema-to-ts";
import { pollSchema } from "../entities/poll.schema";
import { widgetHeadingProps } from "./common";

// The poll as embedded in the widget's props: the entity without its $id.
const { $id: _pollID, ...pollShape } = pollSchema;

/** PollWidget: one poll of the Polls addon; members vote once, everyone sees the results. */
export const pollWidgetSchema = {
  $id: "PollWidget",
  type: "object",
  description: "A poll of the Polls addon: members vote once, everyone sees the results.",
  properties: {
    title: widgetHeadingProps.title,
    pollID: { type: "integer", minimum: 1, description: "The poll shown." },
    poll: { ...pollShape, description: "The poll with its results (the server fills it)." },
  },
  required: ["pollID"],
  additionalProperties: false,
} as const;
/** Props of PollWidget. */
export type PollWidgetProps = FromSchema<typeof pollWidgetSchema>;
