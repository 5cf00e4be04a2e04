import { t } from "../../../runtime/i18n/t";
import { DiscussionList, DiscussionPager, useDiscussions } from "../discussions";
import { Loader } from "../../ui/Loader";
import { PROFILE_PAGE_SIZE, profileTabUrl } from "./profile-route";
import * as styles from "./profiles.styles";

/** Props of the profile's lists. */
export interface ProfileListProps {
  user: { userID: number; name: string };
  page: number;
}

/** The discussions a member started, newest first, with the discussion list and pager of the site. */
export function ProfileDiscussions({ user, page }: ProfileListProps) {
  const list = useDiscussions({
    insertUserID: user.userID,
    sort: "-dateInserted",
    pinOrder: "mixed",
    page,
    limit: PROFILE_PAGE_SIZE,
  });
  return (
    <section aria-labelledby="profile-list-heading" aria-busy={!list.data && !list.error}>
      <h2 id="profile-list-heading" className={styles.listHeading}>
        {t("Discussions")}
      </h2>
      {list.error ? (
        <p role="alert" className={styles.error}>
          {list.error instanceof Error ? list.error.message : t("Something has gone wrong.")}
        </p>
      ) : !list.data ? (
        <Loader />
      ) : (
        <>
          <DiscussionList discussions={list.data.discussions} />
          <DiscussionPager
            paging={list.data.paging}
            hrefFor={(next) => profileTabUrl("discussions", user, next)}
          />
        </>
      )}
    </section>
  );
}
