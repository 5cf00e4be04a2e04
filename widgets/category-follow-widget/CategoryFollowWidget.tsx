import { cx } from "@linaria/core";
import type { CategoryFollowWidgetProps } from "../../schemas/widgets/category-follow-widget.schema";
import { t } from "../../runtime/i18n/t";
import { useSession } from "../../runtime/data/session-store";
import { Button } from "../../src/ui/Button";
import { useCategoryFollow } from "../../src/features/categories";
import * as styles from "./CategoryFollowWidget.styles";

const alignments = { start: styles.start, center: styles.center, end: styles.end } as const;

function FollowToggle({
  categoryID,
  categoryName,
  isFollowed,
  alignment,
}: CategoryFollowWidgetProps & { categoryID: number }) {
  const follow = useCategoryFollow(categoryID, isFollowed ?? false);
  const description = categoryName
    ? t("Get notified about new posts in {name}.", { name: categoryName })
    : undefined;
  return (
    <div className={cx(styles.root, alignments[alignment ?? "start"])}>
      <Button
        buttonType={follow.isFollowed ? "primary" : "standard"}
        aria-pressed={follow.isFollowed}
        aria-busy={follow.isPending || undefined}
        title={description}
        onClick={() => void follow.toggle()}
      >
        {follow.isFollowed ? t("Following") : t("Follow")}
      </Button>
      {follow.hasError ? (
        <p className={styles.error} role="alert">
          {follow.isFollowed
            ? t("There was a problem unfollowing this category.")
            : t("There was a problem following this category.")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * CategoryFollowWidget: a Follow/Following toggle (aria-pressed) for the page's category. The change
 * shows at once and is rolled back with a message if it fails; guests see nothing.
 */
export function CategoryFollowWidget(props: CategoryFollowWidgetProps) {
  const isGuest = useSession((s) => s.user.userID === 0);
  if (isGuest || props.categoryID === undefined) return null;
  return <FollowToggle {...props} categoryID={props.categoryID} />;
}

export default CategoryFollowWidget;
