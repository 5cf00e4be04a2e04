import { t } from "../../../runtime/i18n/t";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { InvitationForm } from "../../features/invitations";
import { ErrorPage } from "../shell/ErrorPage";
import { useDocumentTitle } from "./ModerationPage";
import * as shell from "../shell/shell.styles";

/**
 * `/profile/invitations` (content spec §7, §8 invitations): a member with `invitations.add` invites
 * people to the site by email. Guests get the Permission Problem page with Sign In, as on the other
 * member pages; so do members without the permission.
 */
export function InvitationsPage() {
  const canInvite = useSession((s) => s.user.userID > 0 && hasPermission(checkerOf(s), "invitations.add"));
  const isClosed = useSession((s) => configValue<string>(s, "registration.method", "basic") === "closed");
  const heading = t("Invite People");
  useDocumentTitle(heading);
  if (!canInvite) return <ErrorPage kind="permission" />;
  return (
    <section className={shell.panel} aria-labelledby="invitations-heading">
      <h1 id="invitations-heading">{heading}</h1>
      {isClosed ? (
        // The link would lead to a registration page that turns everyone away.
        <p>{t("Registration is closed, so nobody can be invited now.")}</p>
      ) : (
        <>
          <p className={shell.muted}>
            {t("Each address gets a mail with a link to sign up, which works once, for 14 days.")}
          </p>
          <InvitationForm labelledBy="invitations-heading" />
        </>
      )}
    </section>
  );
}
