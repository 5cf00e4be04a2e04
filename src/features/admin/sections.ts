import type { ComponentType } from "react";
import { THEMES_SECTION_ID } from "./dashboard-address";
import { msg } from "../../../runtime/i18n/t";

/**
 * What a dashboard section's page is given: the page of the section the address names, if any.
 *
 * The frame (Dashboard.tsx) has already rendered the `h1` "Dashboard", the navigation and an `h2` with
 * the section's label: a section's page starts below that heading (its own headings are `h3` and
 * lower), in a region labelled by it. Its buttons are the dashboard types of shell spec §3
 * (`<Button buttonType="dashboardPrimary">`, `dashboardStandard`, `dashboardSecondary`, `dashboardLink`).
 * A section that fails to load or throws shows the component-failure message in its place.
 */
export interface DashboardSectionProps {
  /**
   * `/dashboard/{section}/{page}`: the `page` segment, e.g. a settings group.
   *
   * The themes section (id `themes`) is also opened by `/appearance/style-guides/{themeID}/revisions`
   * (shell spec §2 "Theme revisions page"): it then gets `page` = `revisions:{themeID}`, e.g.
   * `revisions:keystone`. Read it with `themeIDOfRevisionsPage` and build the address with
   * `themeRevisionsUrl` (dashboard-address.ts); without a themes section that address is Not Found.
   */
  page?: string;
}

/**
 * One section of the dashboard: its address segment, its navigation label, the permissions that
 * open it (any one of them), and its page, loaded only when opened.
 *
 * The whole dashboard needs `settings.manage` or `site.manage` first; a section's permissions narrow
 * that further. The server still refuses the admin API calls a section makes for anyone else.
 */
export interface DashboardSection {
  /** `/dashboard/{id}`. */
  id: string;
  label: string;
  /** The section shows (in the navigation and at its address) only to holders of one of these. */
  permissions: string[];
  /** `() => import("./x/XSection")`: a chunk of its own, never in another page's first load. */
  load: () => Promise<{ default: ComponentType<DashboardSectionProps> }>;
}

/**
 * The dashboard's sections in navigation order (the first is where `/dashboard` goes): the community's
 * health first, then the site, its look, its people, and what extends it.
 */
export const dashboardSections: DashboardSection[] = [
  {
    // The dashboard's home for site managers: how active the community is.
    id: "home",
    label: msg("Community health"),
    permissions: ["site.manage"],
    load: () => import("./health/HealthSection"),
  },
  {
    id: "settings",
    label: msg("Settings"),
    permissions: ["settings.manage", "site.manage"],
    load: () => import("./settings/SettingsSection"),
  },
  {
    id: "navigation",
    label: msg("Navigation"),
    // Saved with the site's config (PATCH /config), which needs settings.manage.
    permissions: ["settings.manage"],
    load: () => import("./navigation/NavigationSection"),
  },
  {
    id: THEMES_SECTION_ID,
    label: msg("Themes"),
    permissions: ["site.manage"],
    load: () => import("./themes/ThemesSection"),
  },
  {
    id: "layouts",
    label: msg("Layouts"),
    permissions: ["site.manage"],
    load: () => import("./layouts/LayoutsSection"),
  },
  {
    id: "fragments",
    label: msg("Fragments"),
    // Reading and previewing need site.manage; saving code needs fragments.manage (checked per action).
    permissions: ["site.manage"],
    load: () => import("./fragments/FragmentsSection"),
  },
  {
    id: "members",
    label: msg("Members"),
    permissions: ["users.edit", "site.manage"],
    load: () => import("./members/MembersSection"),
  },
  {
    id: "categories",
    label: msg("Categories"),
    permissions: ["site.manage"],
    load: () => import("./categories/CategoriesSection"),
  },
  {
    id: "roles",
    label: msg("Roles"),
    permissions: ["site.manage"],
    load: () => import("./roles/RolesSection"),
  },
  {
    id: "addons",
    label: msg("Addons"),
    permissions: ["site.manage"],
    load: () => import("./addons/AddonsSection"),
  },
  {
    id: "translations",
    label: msg("Translations"),
    permissions: ["site.manage"],
    load: () => import("./translations/TranslationsSection"),
  },
  {
    id: "languages",
    label: msg("Languages"),
    permissions: ["site.manage"],
    load: () => import("./languages/LanguagesSection"),
  },
];
