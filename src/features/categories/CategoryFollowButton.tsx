import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { Button } from "../../ui/Button";
import { useCategoryFollow } from "./use-category-follow";
import * as styles from "./CategoryFollowButton.styles";

const alignments = { start: styles.start, center: styles.center, end: styles.end } as const;

/** Props of {@link CategoryFollowButton}. */
export interface CategoryFollowButtonProps {
  categoryID: number;
  categoryName?: string;
  isFollowed?: boolean;
  alignment?: "start" | "center" | "end";
}

function FollowToggle({ categoryID, categoryName, isFollowed, alignment }: CategoryFollowButtonProps) {
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
 * A Follow/Following toggle (aria-pressed) for a category. The change shows at once and is rolled
 * back with a message if it fails; guests see nothing.
 */
export function CategoryFollowButton(props: CategoryFollowButtonProps) {
  const isGuest = useSession((s) => s.user.userID === 0);
  if (isGuest) return null;
  return <FollowToggle {...props} />;
}
