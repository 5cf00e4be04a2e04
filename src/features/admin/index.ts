export { dashboardSections, type DashboardSection, type DashboardSectionProps } from "./sections";
export {
  DASHBOARD_PERMISSIONS,
  DASHBOARD_URL,
  THEMES_SECTION_ID,
  dashboardSectionUrl,
  dashboardTargetOf,
  themeIDOfRevisionsPage,
  themeRevisionsPage,
  themeRevisionsUrl,
  type DashboardTarget,
} from "./dashboard-address";
export { Dashboard, type DashboardProps, type DashboardRefusal } from "./Dashboard";
export { FragmentAuthoringContext, type FragmentAuthoring } from "./fragments/authoring-context";
