import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { NotificationPreferencesForm, useNotificationPreferences } from "../../features/notifications";
import { MessagePreferencesForm } from "../../features/conversations";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/**
 * `/profile/preferences`, the account menu's Notification Preferences: per kind of notification,
 * whether the member is told by popup and by email; and whom they take private messages from. Guests get the Permission Problem page with
 * Sign In, as on the other member pages.
 */
export function NotificationPreferencesPage() {
  const userID = useSession((s) => s.user.userID);
  const preferences = useNotificationPreferences(userID);
  const heading = t("Notification Preferences");
  useDocumentTitle(heading);

  if (userID === 0) return <ErrorPage kind="permission" />;
  if (preferences.error)
    return <ErrorPage kind={errorKindOf(preferences.error.status)} error={preferences.error} />;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="notification-preferences-heading">
      <h1 id="notification-preferences-heading">{heading}</h1>
      {preferences.data ? (
        // Keyed by member, so another member's form never keeps the previous one's choices.
        <NotificationPreferencesForm key={userID} preferences={preferences.data} save={preferences.save} />
      ) : (
        <Loader />
      )}
      <h2>{t("Private messages")}</h2>
      <MessagePreferencesForm />
    </section>
  );
}
