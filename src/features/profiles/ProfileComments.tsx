import { t, msg } from "../../../runtime/i18n/t";
import { Loader } from "../../ui/Loader";
import { DiscussionPager } from "../discussions";
import type { ProfileListProps } from "./ProfileDiscussions";
import { ProfilePostItem } from "./ProfilePostItem";
import { profileTabUrl } from "./profile-route";
import { useProfileComments } from "./use-profile";
import * as styles from "./profiles.styles";

/** What the comments list says when the member has written none the viewer may read. */
export const NO_COMMENTS_TEXT = msg("No comments were found.");

/** The comments a member wrote, newest first, each under its discussion's title, with the pager. */
export function ProfileComments({ user, page }: ProfileListProps) {
  const list = useProfileComments(user.userID, page);
  return (
    <section aria-labelledby="profile-list-heading" aria-busy={!list.data && !list.error}>
      <h2 id="profile-list-heading" className={styles.listHeading}>
        {t("Comments")}
      </h2>
      {list.error ? (
        <p role="alert" className={styles.error}>
          {list.error.message}
        </p>
      ) : !list.data ? (
        <Loader />
      ) : (
        <>
          {list.data.comments.length === 0 ? (
            <p className={styles.muted}>{t(NO_COMMENTS_TEXT)}</p>
          ) : (
            <ul className={styles.comments}>
              {list.data.comments.map((comment) => (
                <ProfilePostItem key={comment.commentID} {...comment} />
              ))}
            </ul>
          )}
          <DiscussionPager
            paging={list.data.paging}
            hrefFor={(next) => profileTabUrl("comments", user, next)}
          />
        </>
      )}
    </section>
  );
}
