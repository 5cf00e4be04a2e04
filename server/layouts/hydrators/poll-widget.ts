import type { PollWidgetProps } from "../../../schemas/widgets/poll-widget.schema";
import type { WidgetHydrator } from "../types";
import { isAddonEnabledIn } from "../../services/addons/addons";
import { readPoll } from "../../services/addons/polls";
import { HttpError } from "../../http/errors";

/**
 * Preloads the poll of a PollWidget with the viewer's vote. While the Polls addon is off the node
 * becomes a LayoutError, which visitors never see and which loads none of the widget's code.
 */
export const hydratePollWidget: WidgetHydrator = async (props, ctx) => {
  if (!isAddonEnabledIn(ctx.config, "polls")) throw new HttpError(404, "The Polls addon is not enabled.");
  const { pollID } = props as PollWidgetProps;
  return { ...props, poll: await readPoll(ctx.db, ctx.viewer, pollID) };
};
