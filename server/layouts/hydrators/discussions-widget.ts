import {
  DISCUSSIONS_WIDGET_DEFAULT_LIMIT,
  discussionWidgetExpand,
  type DiscussionsWidgetProps,
} from "../../../schemas/widgets/discussions-widget.schema";
import type { WidgetHydrator } from "../types";
import { discussionListPaging, listDiscussions } from "../../services/discussions/discussions";
import { isAddonEnabledIn } from "../../services/addons/addons";

/**
 * Preloads a DiscussionsWidget's first page (`discussions`, `initialPaging`) through the discussions
 * service, so the first render makes no request; categories the viewer cannot see are left out. A
 * question status chosen in the layout applies only while the Q&A addon is on (the API refuses it
 * otherwise), so with the addon off the widget lists without it.
 */
export const hydrateDiscussionsWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams: given = {} } = props as DiscussionsWidgetProps;
  const { status: _status, ...withoutStatus } = given;
  const apiParams = isAddonEnabledIn(ctx.config, "qna") ? given : withoutStatus;
  const query = { ...apiParams, limit: apiParams.limit ?? DISCUSSIONS_WIDGET_DEFAULT_LIMIT };
  const result = await listDiscussions(
    ctx.db,
    ctx.viewer,
    { ...query, expand: [...discussionWidgetExpand] },
    { withBody: false },
  );
  return {
    ...props,
    ...(given.status !== undefined ? { apiParams } : {}),
    discussions: result.discussions,
    initialPaging: discussionListPaging({ ...query, expand: discussionWidgetExpand }, result),
  };
};
