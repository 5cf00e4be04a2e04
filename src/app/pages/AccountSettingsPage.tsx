import { useEffect, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { pageRoutes } from "../../../schemas/routes";
import type { User } from "../../../schemas/entities/user.schema";
import {
  asApiError,
  PasswordChangeForm,
  PrivacySettingsForm,
  ProfileSettingsForm,
  readOwnAccount,
} from "../../features/session";
// Only this page uses them: imported directly, so they stay in its lazy chunk.
import { PhotoSettingsForm } from "../../features/session/PhotoSettingsForm";
import { EmailSettingsForm } from "../../features/session/EmailSettingsForm";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";
import * as pageStyles from "./AccountSettingsPage.styles";

/**
 * /profile/edit, the account menu's Edit Profile: the signed-in member's Profile (username, title),
 * Photo (upload with a square crop, remove), Email (a new address, confirmed by mail), Password and
 * Privacy sections, and the way to invite people for members who may. Guests get the Permission
 * Problem page with Sign In, as on the other member pages.
 */
export function AccountSettingsPage() {
  const userID = useSession((s) => s.user.userID);
  const canInvite = useSession((s) => hasPermission(checkerOf(s), "invitations.add"));
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const heading = t("Edit Profile");
  useDocumentTitle(heading);

  useEffect(() => {
    if (userID === 0) return;
    let isCurrent = true;
    readOwnAccount().then(
      (record) => isCurrent && setUser(record),
      (caught: unknown) => isCurrent && setError(asApiError(caught)),
    );
    return () => {
      isCurrent = false;
    };
  }, [userID]);

  if (userID === 0) return <ErrorPage kind="permission" />;
  if (error) return <ErrorPage kind={errorKindOf(error.status)} error={error} />;
  return (
    <section className={styles.panel} aria-labelledby="account-settings-heading">
      <h1 id="account-settings-heading">{heading}</h1>
      {!user ? (
        <Loader />
      ) : (
        <>
          <section className={pageStyles.section} aria-labelledby="account-profile-heading">
            <h2 id="account-profile-heading">{t("Profile")}</h2>
            <ProfileSettingsForm user={user} labelledBy="account-profile-heading" />
          </section>
          <section className={pageStyles.section} aria-labelledby="account-photo-heading">
            <h2 id="account-photo-heading">{t("Photo")}</h2>
            <PhotoSettingsForm user={user} labelledBy="account-photo-heading" />
          </section>
          <section className={pageStyles.section} aria-labelledby="account-email-heading">
            <h2 id="account-email-heading">{t("Email")}</h2>
            <EmailSettingsForm user={user} labelledBy="account-email-heading" />
          </section>
          <section className={pageStyles.section} aria-labelledby="account-password-heading">
            <h2 id="account-password-heading">{t("Password")}</h2>
            <PasswordChangeForm labelledBy="account-password-heading" />
          </section>
          <section className={pageStyles.section} aria-labelledby="account-privacy-heading">
            <h2 id="account-privacy-heading">{t("Privacy")}</h2>
            <PrivacySettingsForm labelledBy="account-privacy-heading" />
          </section>
          {canInvite && (
            <section className={pageStyles.section} aria-labelledby="account-invite-heading">
              <h2 id="account-invite-heading">{t("Invitations")}</h2>
              <p>
                <a href={pageRoutes.invitations}>{t("Invite people to the community")}</a>
              </p>
            </section>
          )}
        </>
      )}
    </section>
  );
}
