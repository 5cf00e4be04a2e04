import type { ReactNode } from "react";
import { cx } from "@linaria/core";
import { useLocation, useSearch } from "wouter";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { withTarget } from "../../../runtime/url/target";
import { pageRoutes } from "../../../schemas/routes";
import { CountBadge } from "../../ui/CountBadge";
import { DropDownItem } from "../../ui/DropDownItem";
import { useOpenReports } from "./use-open-reports";
import { UserPhoto } from "../../ui/UserPhoto";
import { useDropDownContext } from "../../ui/dropdown-context";
import { profileUrl } from "../../../runtime/url/profile-url";
import * as styles from "./account.styles";

/** The account pages the menu links to, in menu order. */
export const accountLinkUrls = {
  editProfile: "/profile/edit",
  preferences: "/profile/preferences",
  bookmarks: "/discussions/bookmarked",
  drafts: pageRoutes.drafts,
  dashboard: pageRoutes.dashboard,
  reports: `${pageRoutes.reportsList}?statuses=new`,
} as const;

/**
 * The signed-in member's account links (shell spec §2 "My Account dropdown with a user card"): a compact
 * card linking to their profile, then Edit Profile, Notification Preferences, Bookmarks, Drafts,
 * Reports with the open-report count (only for those the server counts reports for: moderators),
 * Dashboard (settings.manage or site.manage only) and Sign Out (with Target, content spec §2). Menu items
 * inside a DropDown; a plain list elsewhere (the compact account panel's Me tab).
 */
export function AccountLinks() {
  const user = useSession((s) => s.user);
  const canManage = useSession((s) => hasPermission(checkerOf(s), ["settings.manage", "site.manage"]));
  const signOutUrl = useSession((s) => configValue(s, "signOutUrl", "/entry/signout"));
  const [pathname] = useLocation();
  const search = useSearch();
  const isInMenu = useDropDownContext() !== null;
  // The server sends this counter only to members who may moderate some reports.
  const openReports = useOpenReports();
  const signOutHref = withTarget(signOutUrl, { pathname, search: search ? `?${search}` : "" });

  const links: { key: string; to: string; label: ReactNode; className?: string }[] = [
    {
      key: "profile",
      to: profileUrl(user.name),
      className: styles.userHeader,
      label: (
        <>
          {/* The name follows as text: announcing the photo's alt too would say it twice. */}
          <span aria-hidden="true">
            <UserPhoto user={user} size="medium" />
          </span>
          <span className={styles.userName}>{user.name}</span>
        </>
      ),
    },
    { key: "edit", to: accountLinkUrls.editProfile, label: t("Edit Profile") },
    { key: "preferences", to: accountLinkUrls.preferences, label: t("Notification Preferences") },
    { key: "bookmarks", to: accountLinkUrls.bookmarks, label: t("Bookmarks") },
    { key: "drafts", to: accountLinkUrls.drafts, label: t("Drafts") },
    ...(openReports !== undefined
      ? [
          {
            key: "reports",
            to: accountLinkUrls.reports,
            label: (
              <>
                {t("Reports")} <CountBadge count={openReports} label={t("{count} open reports")} />
              </>
            ),
          },
        ]
      : []),
    ...(canManage ? [{ key: "dashboard", to: accountLinkUrls.dashboard, label: t("Dashboard") }] : []),
    { key: "signOut", to: signOutHref, label: t("Sign Out") },
  ];

  if (isInMenu)
    return links.map(({ key, to, label, className }) => (
      <DropDownItem key={key} to={to} className={className}>
        {label}
      </DropDownItem>
    ));
  return (
    <ul className={styles.list}>
      {links.map(({ key, to, label, className }) => (
        <li key={key}>
          <a href={sanitizeLink(to)} className={cx(styles.link, className)}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
