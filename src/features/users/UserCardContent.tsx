import type { ReactNode } from "react";
import { cx } from "@linaria/core";
import type { User } from "../../../schemas/entities/user.schema";
import { ApiError } from "../../../runtime/api/api-error";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { FormattedNumber } from "../../ui/FormattedNumber";
import { Tag, type TagPreset } from "../../ui/Tag";
import { UserPhoto } from "../../ui/UserPhoto";
import * as buttonStyles from "../../ui/Button.styles";
import { profileUrl } from "../../../runtime/url/profile-url";
import { canMessageUser, newMessageUrl, restrictedReason } from "./user-card-rules";
import { useUser } from "./use-user";
import { UserRank } from "./ranks";
import { BlockMemberButton } from "../conversations";
import { CardSkeleton } from "./UserCardSkeleton";
import * as styles from "./UserCard.styles";

/** Props of {@link UserCardContent}. */
export interface UserCardContentProps {
  userID: number;
  /** The name the trigger knows, shown while loading and when the user is gone. */
  name?: string | null;
  /** The id of the card's name heading, which names the popup or modal around it. */
  headingID: string;
}

/**
 * What a user card shows (shell spec §2 "User card", §3 card user): the full card, the restricted
 * Private or Banned view, a loading skeleton, the deleted placeholder on a 404, or "Failed to load user".
 */
export function UserCardContent({ userID, name, headingID }: UserCardContentProps) {
  const { data: user, error } = useUser(userID);
  const viewerID = useSession((s) => s.user.userID);
  const canViewPersonalInfo = useSession((s) => hasPermission(checkerOf(s), "personalInfo.view"));
  const canAddConversation = useSession((s) => hasPermission(checkerOf(s), "conversations.add"));
  const isBannedPrivate = useSession(
    (s) => configValue<boolean>(s, "ui.bannedPrivateProfile", false) === true,
  );
  const isConversationsEnabled = useSession(
    (s) => configValue<boolean>(s, "context.conversationsEnabled", false) === true,
  );
  const locale = useSession((s) => s.locale);
  const knownName = name?.trim() || t("Deleted User"); // shell spec §3: a user with no name

  if (error) {
    const isDeleted = error instanceof ApiError && error.status === 404;
    return (
      <CardNotice
        user={{ name: knownName, photoUrl: "" }}
        headingID={headingID}
        label={isDeleted ? t("Deleted") : t("ERROR")}
        preset={isDeleted ? "greyscale" : "error"}
        message={isDeleted ? t("This user has been deleted.") : t("Failed to load user")}
      />
    );
  }
  if (!user) return <CardSkeleton name={knownName} headingID={headingID} />;

  const viewer = { userID: viewerID, canViewPersonalInfo, isBannedPrivate };
  const reason = restrictedReason(user, viewer);
  const canMessage = canMessageUser(user, { isConversationsEnabled, canAddConversation });
  const messageLink = canMessage ? (
    <>
      <a
        href={sanitizeLink(newMessageUrl(user.name))}
        className={cx(buttonStyles.button, buttonStyles.primary)}
      >
        {t("Message")}
      </a>
      {/* Blocking is about private messages, so it sits beside Message. */}
      <BlockMemberButton userID={user.userID} />
    </>
  ) : null;

  if (reason)
    return (
      <CardNotice
        user={user}
        headingID={headingID}
        label={reason === "banned" ? t("Banned") : t("Private")}
        preset="greyscale"
        message={reason === "banned" ? t("This user has been banned.") : t("This user's profile is private.")}
      >
        {messageLink}
      </CardNotice>
    );
  return <FullCard user={user} headingID={headingID} locale={locale} actions={messageLink} />;
}

function FullCard({
  user,
  headingID,
  locale,
  actions,
}: {
  user: User;
  headingID: string;
  locale: string;
  actions: ReactNode;
}) {
  const hasLabel = Boolean(user.label) && user.label !== user.title;
  return (
    <div className={styles.card}>
      <UserPhoto user={user} size="large" />
      <h2 id={headingID} className={styles.name}>
        <a href={sanitizeLink(user.url ?? profileUrl(user.name))} dir="auto">
          {user.name}
        </a>
      </h2>
      {user.email && <p className={styles.email}>{user.email}</p>}
      {user.title && <p className={styles.title}>{user.title}</p>}
      {hasLabel && <Tag preset="greyscale">{user.label}</Tag>}
      <UserRank rank={user.rank} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t("Discussions")}</dt>
          <dd>
            <FormattedNumber value={user.countDiscussions ?? 0} locale={locale} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("Comments")}</dt>
          <dd>
            <FormattedNumber value={user.countComments ?? 0} locale={locale} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("Joined")}</dt>
          <dd>
            <DateTime date={user.dateInserted} />
          </dd>
        </div>
        {user.dateLastActive && (
          <div className={styles.fact}>
            <dt>{t("Last Active")}</dt>
            <dd>
              <DateTime date={user.dateLastActive} />
            </dd>
          </div>
        )}
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

/** The placeholder views (shell spec §8 user card messages): a label and one sentence under the name. */
function CardNotice({
  user,
  headingID,
  label,
  preset,
  message,
  children,
}: {
  user: { name: string; photoUrl: string };
  headingID: string;
  label: string;
  preset: TagPreset;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.card}>
      <UserPhoto user={user} size="large" />
      <h2 id={headingID} className={styles.name} dir="auto">
        {user.name}
      </h2>
      <Tag preset={preset}>{label}</Tag>
      <p className={styles.notice}>{message}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
