import { TAG_WIDGET_DEFAULT_LIMIT, type TagWidgetProps } from "../../../schemas/widgets/tag-widget.schema";
import type { WidgetHydrator } from "../types";
import { listTags } from "../../services/categories/tags";

/** Preloads a TagWidget's `tags`: the most used ones (unused tags left out), 10 by default. */
export const hydrateTagWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams } = props as TagWidgetProps;
  const tags = await listTags(ctx.db, ctx.viewer, { limit: apiParams?.limit ?? TAG_WIDGET_DEFAULT_LIMIT });
  return { ...props, tags: tags.filter((tag) => tag.countDiscussions > 0) };
};
