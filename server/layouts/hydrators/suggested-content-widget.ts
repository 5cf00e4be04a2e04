import type { SuggestedContentWidgetProps } from "../../../schemas/widgets/suggested-content-widget.schema";
import type { WidgetHydrator } from "../types";
import { suggestContent } from "../../services/site/suggested-content";

/** Preloads a SuggestedContentWidget's discussions and categories for the viewer. */
export const hydrateSuggestedContentWidget: WidgetHydrator = async (props, ctx) => {
  const { suggestedContent = {}, suggestedFollows = {} } = props as SuggestedContentWidgetProps;
  const showContent = suggestedContent.enabled !== false;
  const showFollows = suggestedFollows.enabled !== false;
  const { discussions, categories } = await suggestContent(ctx.db, ctx.viewer, {
    limit: suggestedContent.limit ?? 5,
    followsLimit: showFollows ? (suggestedFollows.limit ?? 3) : 0,
  });
  return {
    ...props,
    suggestedContent: { ...suggestedContent, discussions: showContent ? discussions : [] },
    suggestedFollows: { ...suggestedFollows, categories: showFollows ? categories : [] },
  };
};
