import {
  DISCUSSIONS_WIDGET_DEFAULT_LIMIT,
  discussionWidgetExpand,
  type DiscussionsWidgetProps,
} from "../../../schemas/widgets/discussions-widget.schema";
import type { WidgetHydrator } from "../types";
import { discussionListPaging, listDiscussions } from "../../services/discussions/discussions";

/**
 * Preloads a DiscussionsWidget's first page (`discussions`, `initialPaging`) through the discussions
 * service, so the first render makes no request; categories the viewer cannot see are left out.
 */
export const hydrateDiscussionsWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams = {} } = props as DiscussionsWidgetProps;
  const query = { ...apiParams, limit: apiParams.limit ?? DISCUSSIONS_WIDGET_DEFAULT_LIMIT };
  const result = await listDiscussions(ctx.db, ctx.viewer, { ...query, expand: [...discussionWidgetExpand] });
  return {
    ...props,
    discussions: result.discussions,
    initialPaging: discussionListPaging({ ...query, expand: discussionWidgetExpand }, result),
  };
};
