import { msg } from "../../../../runtime/i18n/t";
import type { SiteConfigKey } from "../../../../schemas/config/site-config";
import type { LayoutViewType } from "../../../../schemas/layout/node.schema";

/** The dashboard section of layouts: `/dashboard/layouts`. */
export const LAYOUTS_SECTION_ID = "layouts";

/** A `customLayout.*` feature flag (content spec §2 custom-layout routes, §9 all off by default). */
export type LayoutFlagKey = Extract<SiteConfigKey, `featureFlags.customLayout.${string}.Enabled`>;

/** A view type as the dashboard offers it. */
export interface DashboardViewType {
  type: LayoutViewType;
  label: string;
  /** Which pages it lays out. */
  description: string;
  /** The flag that makes its pages use the applied layouts; none for home pages, which always do. */
  flag?: LayoutFlagKey;
  /** The switch's label. */
  flagLabel?: string;
  /** Whether a category may have a layout of its own (its pages look it up with the category, then its parents). */
  perCategory: boolean;
}

/**
 * The view types a site manager lays out, in the order pages are met (shell spec §2, content spec §2
 * custom-layout routes): `subcommunityHome` is left out, no page of Plaza shows it.
 */
export const dashboardViewTypes: readonly DashboardViewType[] = [
  {
    type: "home",
    label: msg("Home page"),
    description: msg("The site's front page."),
    perCategory: false,
  },
  {
    type: "discussionList",
    label: msg("Discussion list"),
    description: msg("Recent discussions, and each category's page of discussions."),
    flag: "featureFlags.customLayout.discussionList.Enabled",
    flagLabel: msg("Discussion lists use custom layouts"),
    perCategory: true,
  },
  {
    type: "categoryList",
    label: msg("Category list"),
    description: msg("The page listing every category."),
    flag: "featureFlags.customLayout.categoryList.Enabled",
    flagLabel: msg("The category list uses custom layouts"),
    perCategory: false,
  },
  {
    type: "post",
    label: msg("Post page"),
    description: msg("A discussion with its comments; a category's layout applies to its discussions."),
    flag: "featureFlags.customLayout.post.Enabled",
    flagLabel: msg("Post pages use custom layouts"),
    perCategory: true,
  },
  {
    type: "createPost",
    label: msg("New post page"),
    description: msg("The page where a discussion is started or edited."),
    flag: "featureFlags.customLayout.createPost.Enabled",
    flagLabel: msg("The new post page uses custom layouts"),
    perCategory: false,
  },
];

/** The view types that have a feature flag. */
export const flaggedViewTypes = dashboardViewTypes.filter(
  (view): view is DashboardViewType & { flag: LayoutFlagKey } => view.flag !== undefined,
);

/** The dashboard's description of a view type (undefined for one it does not offer). */
export function viewTypeOf(type: LayoutViewType): DashboardViewType | undefined {
  return dashboardViewTypes.find((view) => view.type === type);
}

/** The editor's address (its own full-screen page, not inside the dashboard frame). */
export function layoutEditorUrl(layoutID: number): string {
  return `/dashboard/${LAYOUTS_SECTION_ID}/${layoutID}/edit`;
}
