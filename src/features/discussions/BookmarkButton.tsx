import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { Button } from "../../ui/Button";
import { useBookmark } from "./use-bookmark";

/** Props of {@link BookmarkButton}. */
export interface BookmarkButtonProps {
  discussionID: number;
  bookmarked: boolean;
  /** The id of the element naming the discussion, for a button among many (a list item's title). */
  describedBy?: string;
  className?: string;
}

/**
 * A discussion's bookmark toggle for signed-in members who are not banned (shell spec §4 "Bookmark button": normal,
 * loading "Bookmarking", bookmarked), disabled while the change is pending (content spec §4).
 */
export function BookmarkButton({ discussionID, bookmarked, describedBy, className }: BookmarkButtonProps) {
  // Banned members keep a session but may write nothing, bookmarks included.
  const isSignedIn = useSession((s) => s.user.userID > 0 && s.user.banned !== 1);
  const { isBookmarked, isPending, toggle } = useBookmark(discussionID, bookmarked);
  if (!isSignedIn) return null;
  const label = isPending ? t("Bookmarking") : isBookmarked ? t("Bookmarked") : t("Bookmark");
  return (
    <Button
      buttonType="text"
      className={className}
      aria-pressed={isBookmarked}
      aria-describedby={describedBy}
      disabled={isPending}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}
