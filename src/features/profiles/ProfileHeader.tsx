import type { ReactNode } from "react";
import { cx } from "@linaria/core";
import type { User } from "../../../schemas/entities/user.schema";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { FormattedNumber } from "../../ui/FormattedNumber";
import { Tag, type TagPreset } from "../../ui/Tag";
import { UserPhoto } from "../../ui/UserPhoto";
import * as buttonStyles from "../../ui/Button.styles";
import { canMessageUser, newMessageUrl, restrictedReason, UserRank, type RestrictedReason } from "../users";
import { BlockMemberButton } from "../conversations";
import * as styles from "./profiles.styles";

/** The id of the page's one h1, which names the profile's region. */
export const PROFILE_HEADING_ID = "profile-heading";

/**
 * Which view of a member the viewer gets (shell spec §2 "User card"): null for the full profile, or
 * the restricted Banned or Private view. The server has already dropped what that view hides.
 */
export function useRestriction(user: User): RestrictedReason {
  const userID = useSession((s) => s.user.userID);
  const canViewPersonalInfo = useSession((s) => hasPermission(checkerOf(s), "personalInfo.view"));
  const isBannedPrivate = useSession(
    (s) => configValue<boolean>(s, "ui.bannedPrivateProfile", false) === true,
  );
  return restrictedReason(user, { userID, canViewPersonalInfo, isBannedPrivate });
}

/** The Message link (shell spec §2): conversations on, conversations.add, and the member not banned. */
function MessageLink({ user }: { user: User }) {
  const canAddConversation = useSession((s) => hasPermission(checkerOf(s), "conversations.add"));
  const isConversationsEnabled = useSession(
    (s) => configValue<boolean>(s, "context.conversationsEnabled", false) === true,
  );
  if (!canMessageUser(user, { isConversationsEnabled, canAddConversation })) return null;
  return (
    <div className={styles.actions}>
      <a
        href={sanitizeLink(newMessageUrl(user.name))}
        className={cx(buttonStyles.button, buttonStyles.primary)}
      >
        {t("Message")}
      </a>
      {/* Blocking is about private messages, so it sits beside Message, as on the user card. */}
      <BlockMemberButton userID={user.userID} />
    </div>
  );
}

/**
 * The head of a full profile (shell spec §2, §3 card user): photo (the default icon when there is
 * none or it fails to load), name, email for those allowed it, title, rank label, counts, and the
 * joined and last active dates.
 */
export function ProfileHeader({ user }: { user: User }) {
  const locale = useSession((s) => s.locale);
  const hasLabel = Boolean(user.label) && user.label !== user.title;
  return (
    <header className={styles.header}>
      <UserPhoto user={user} size="xlarge" isDecorative />
      <div className={styles.identity}>
        <h1 id={PROFILE_HEADING_ID} className={styles.name} dir="auto">
          {user.name}
        </h1>
        {user.email && <p className={styles.muted}>{user.email}</p>}
        {user.title && (
          <p className={styles.line} dir="auto">
            {user.title}
          </p>
        )}
        {hasLabel && (
          <Tag preset="greyscale">
            <bdi>{user.label}</bdi>
          </Tag>
        )}
        <UserRank rank={user.rank} />
        <dl className={styles.facts}>
          <div>
            <dt>{t("Discussions")}</dt>
            <dd>
              <FormattedNumber value={user.countDiscussions ?? 0} locale={locale} />
            </dd>
          </div>
          <div>
            <dt>{t("Comments")}</dt>
            <dd>
              <FormattedNumber value={user.countComments ?? 0} locale={locale} />
            </dd>
          </div>
          <div>
            <dt>{t("Joined")}</dt>
            <dd>
              <DateTime date={user.dateInserted} />
            </dd>
          </div>
          {user.dateLastActive && (
            <div>
              <dt>{t("Last Active")}</dt>
              <dd>
                <DateTime date={user.dateLastActive} />
              </dd>
            </div>
          )}
        </dl>
        <MessageLink user={user} />
      </div>
    </header>
  );
}

/** Props of {@link ProfileNotice}. */
export interface ProfileNoticeProps {
  user: { name: string; photoUrl: string };
  label: string;
  preset: TagPreset;
  message: string;
  children?: ReactNode;
}

/**
 * A profile that shows only a name, a photo and one sentence under a label (shell spec §8 user card
 * messages): the restricted Banned or Private view, and the deleted placeholder.
 */
export function ProfileNotice({ user, label, preset, message, children }: ProfileNoticeProps) {
  return (
    <header className={styles.header}>
      <UserPhoto user={user} size="xlarge" isDecorative />
      <div className={styles.identity}>
        <h1 id={PROFILE_HEADING_ID} className={styles.name} dir="auto">
          {user.name}
        </h1>
        <Tag preset={preset}>{label}</Tag>
        <p className={styles.muted}>{message}</p>
        {children}
      </div>
    </header>
  );
}

/** The restricted view of a private profile, or of a banned member hidden by ui.bannedPrivateProfile. */
export function RestrictedProfile({ user, reason }: { user: User; reason: "banned" | "private" }) {
  return (
    <ProfileNotice
      user={user}
      label={reason === "banned" ? t("Banned") : t("Private")}
      preset="greyscale"
      message={reason === "banned" ? t("This user has been banned.") : t("This user's profile is private.")}
    >
      <MessageLink user={user} />
    </ProfileNotice>
  );
}

/** The placeholder of a deleted member (shell spec §3: a user with no name shows "Deleted User"). */
export function DeletedProfile() {
  return (
    <ProfileNotice
      user={{ name: t("Deleted User"), photoUrl: "" }}
      label={t("Deleted")}
      preset="greyscale"
      message={t("This user has been deleted.")}
    />
  );
}
