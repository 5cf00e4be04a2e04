/**
 * The runtime's public surface: what fragments (fragments/sdk) and code outside the app may rely on.
 * Inside the app, import the modules directly (no internal barrels, STYLE.md).
 */
export { apiClient, type ApiClient, type ApiRequestOptions, type ApiResponse } from "./api/api-client";
export { ApiError } from "./api/api-error";
export { t } from "./i18n/t";
export {
  hasPermission,
  type PermissionCheckOptions,
  type PermissionChecker,
} from "./permissions/permission-checker";
export { checkerOf, useSession, type SessionState } from "./data/session-store";
export { defineWidget, type WidgetComponent, type WidgetDefinition } from "./registry/define-widget";
export type { FragmentHost, FragmentUiComponents } from "./fragments/fragment-host";
export type { FragmentImpl } from "../schemas/layout/node.schema";
