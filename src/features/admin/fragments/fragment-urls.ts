import { dashboardSectionUrl } from "../dashboard-address";

/** The fragments section's address segment. */
export const FRAGMENTS_SECTION_ID = "fragments";

/** `/dashboard/fragments`. */
export const fragmentsUrl = () => dashboardSectionUrl(FRAGMENTS_SECTION_ID);

/** `/dashboard/fragments/<fragmentUUID>`. */
export const fragmentUrl = (uuid: string) => dashboardSectionUrl(FRAGMENTS_SECTION_ID, uuid);

/** `/dashboard/fragments/new?fragmentType=<type>` (and the name asked for, if any). */
export function newFragmentUrl(fragmentType: string, name?: string): string {
  const query = new URLSearchParams({ fragmentType, ...(name ? { name } : {}) });
  return `${dashboardSectionUrl(FRAGMENTS_SECTION_ID, "new")}?${query.toString()}`;
}
