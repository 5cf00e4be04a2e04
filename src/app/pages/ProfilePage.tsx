import { useLocation, useSearch } from "wouter";
import type { User } from "../../../schemas/entities/user.schema";
import { t } from "../../../runtime/i18n/t";
import { readPageParam } from "../../features/moderation/moderation-log";
// Straight from the modules: the page's parts stay in its own lazily loaded chunk.
import {
  DeletedProfile,
  PROFILE_HEADING_ID,
  ProfileHeader,
  RestrictedProfile,
  useRestriction,
} from "../../features/profiles/ProfileHeader";
import { ProfileTabs } from "../../features/profiles/ProfileTabs";
import { ProfileDiscussions } from "../../features/profiles/ProfileDiscussions";
import { ProfileComments } from "../../features/profiles/ProfileComments";
import { ProfileReactions } from "../../features/profiles/ProfileReactions";
import { isPlaceholderName, readProfileRoute, type ProfileTab } from "../../features/profiles/profile-route";
import { useProfile } from "../../features/profiles/use-profile";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/**
 * A member's profile (content spec §2 profile links, shell spec §2): /profile/{name} and its
 * {segment} form (by user ID, so an old name still leads to the member), and the member's discussions, comments and reacted-to posts, paged. A private profile, or a
 * banned member's with ui.bannedPrivateProfile on, shows the restricted view to viewers without
 * personalInfo.view other than the member (the server sends nothing more). Placeholder users show
 * the deleted placeholder; a name no member has is Not Found.
 */
export function ProfilePage() {
  const [pathname] = useLocation();
  const { name, userID, tab } = readProfileRoute(pathname);
  const params = new URLSearchParams(useSearch());
  const page = readPageParam(params);
  const isPlaceholder = isPlaceholderName(name);
  const { user, error } = useProfile(isPlaceholder ? { name: "", userID: null } : { name, userID });
  useDocumentTitle(isPlaceholder ? t("Deleted User") : (user?.name ?? name));

  if (error) return <ErrorPage kind={errorKindOf(error.status)} type="User" error={error} />;
  if (user === null) return <ErrorPage kind="notFound" type="User" />;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={PROFILE_HEADING_ID}>
      {isPlaceholder ? (
        <DeletedProfile />
      ) : !user ? (
        <>
          <h1 id={PROFILE_HEADING_ID} dir="auto">
            {name}
          </h1>
          <Loader />
        </>
      ) : (
        <MemberProfile user={user} tab={tab} page={page} reaction={params.get("reaction")} />
      )}
    </section>
  );
}

interface MemberProfileProps {
  user: User;
  tab: ProfileTab;
  page: number;
  reaction: string | null;
}

function MemberProfile({ user, tab, page, reaction }: MemberProfileProps) {
  const reason = useRestriction(user);
  if (reason) return <RestrictedProfile user={user} reason={reason} />;
  return (
    <>
      <ProfileHeader user={user} />
      <ProfileTabs user={user} current={tab} />
      {tab === "reactions" ? (
        <ProfileReactions user={user} reaction={reaction} page={page} />
      ) : tab === "comments" ? (
        <ProfileComments user={user} page={page} />
      ) : (
        <ProfileDiscussions user={user} page={page} />
      )}
    </>
  );
}
