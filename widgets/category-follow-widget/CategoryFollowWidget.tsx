import type { CategoryFollowWidgetProps } from "../../schemas/widgets/category-follow-widget.schema";
import { CategoryFollowButton } from "../../src/features/categories";

/**
 * CategoryFollowWidget: a Follow/Following toggle (aria-pressed) for the page's category. The change
 * shows at once and is rolled back with a message if it fails; guests see nothing.
 */
export function CategoryFollowWidget(props: CategoryFollowWidgetProps) {
  if (props.categoryID === undefined) return null;
  return <CategoryFollowButton {...props} categoryID={props.categoryID} />;
}

export default CategoryFollowWidget;
