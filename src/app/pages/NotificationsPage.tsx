import { useLocation, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { DiscussionPager } from "../../features/discussions";
import { readPageParam } from "../../features/moderation/moderation-log";
import {
  MarkAllNotificationsReadButton,
  NotificationsPageList,
  useNotificationsPage,
} from "../../features/notifications";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";
import { listArea } from "./DraftsPage.styles";
import * as pageStyles from "./NotificationsPage.styles";

/** What the page says when the member has no notifications. */
export const NOTIFICATIONS_EMPTY_TEXT = msg("You don't have any notifications yet.");

/** The address of another page of the list. */
function pageUrl(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/**
 * `/profile/notifications`, the Notifications menu's View All (content spec §4, §7): the signed-in
 * member's notifications, newest first, a page at a time, with Mark All Read. Guests get the
 * Permission Problem page with Sign In, as on the other member pages.
 */
export function NotificationsPage() {
  const isGuest = useSession((s) => s.user.userID === 0);
  const [pathname] = useLocation();
  const page = readPageParam(new URLSearchParams(useSearch()));
  const list = useNotificationsPage(page, !isGuest);
  const heading = t("Notifications");
  useDocumentTitle(heading);

  if (isGuest) return <ErrorPage kind="permission" />;
  if (list.error) return <ErrorPage kind={errorKindOf(list.error.status)} error={list.error} />;
  const notifications = list.data?.notifications;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="notifications-heading">
      <div className={pageStyles.toolbar}>
        <h1 id="notifications-heading">{heading}</h1>
        {notifications && notifications.length > 0 && <MarkAllNotificationsReadButton />}
      </div>
      <div className={listArea} aria-busy={!notifications}>
        {!notifications ? (
          <Loader />
        ) : (
          <>
            {notifications.length === 0 ? (
              <p className={styles.muted}>{t(NOTIFICATIONS_EMPTY_TEXT)}</p>
            ) : (
              <NotificationsPageList notifications={notifications} />
            )}
            {list.data?.paging && (
              <DiscussionPager paging={list.data.paging} hrefFor={(next) => pageUrl(pathname, next)} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
