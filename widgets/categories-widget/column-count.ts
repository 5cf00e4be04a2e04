import type { CategoriesWidgetProps } from "../../schemas/widgets/categories-widget.schema";
import { maxColumnsFor } from "../../schemas/widgets/limits";

/**
 * How many grid columns the widget uses: its `maxColumnCount`, capped by the limit of shell spec §9
 * for its item content type and display (3 by default, 4 for image types, 1 for lists).
 */
export function columnCountOf(
  props: Pick<CategoriesWidgetProps, "containerOptions" | "itemOptions">,
): number {
  const displayType = props.containerOptions?.displayType ?? "grid";
  const limit = maxColumnsFor(props.itemOptions?.contentType ?? "title-description", displayType);
  return Math.max(1, Math.min(props.containerOptions?.maxColumnCount ?? limit, limit));
}
