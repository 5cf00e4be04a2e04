import { Link } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { profileReactionsUrl, profileTabUrl, type ProfileTab } from "./profile-route";
import * as styles from "./profiles.styles";

/** The lists of a profile, in order, with their labels. */
export const PROFILE_TABS: readonly { tab: ProfileTab; label: string }[] = [
  { tab: "discussions", label: msg("Discussions") },
  { tab: "comments", label: msg("Comments") },
  { tab: "reactions", label: msg("Reactions") },
];

/** Props of {@link ProfileTabs}. */
export interface ProfileTabsProps {
  user: { userID: number; name: string };
  current: ProfileTab;
}

/**
 * Links to a member's discussions, comments and the posts that received reactions (content spec §2
 * profile links); the current one is marked.
 */
export function ProfileTabs({ user, current }: ProfileTabsProps) {
  return (
    <nav aria-label={t("Profile")}>
      <ul className={styles.tabs}>
        {PROFILE_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              href={tab === "reactions" ? profileReactionsUrl(user.name) : profileTabUrl(tab, user)}
              aria-current={tab === current ? "page" : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
