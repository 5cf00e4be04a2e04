import type { DraftStatus } from "../../../schemas/entities/draft.schema";
import { msg } from "../../../runtime/i18n/t";

/** The status filters of the drafts page, in order; null is every draft. */
export const draftFilters: readonly { status: DraftStatus | null; label: string }[] = [
  { status: null, label: msg("All") },
  { status: "draft", label: msg("Drafts") },
  { status: "scheduled", label: msg("Scheduled") },
  { status: "error", label: msg("Errors") },
];

/** The `status` query parameter of the page; anything unknown reads as every draft. */
export function readDraftStatusParam(params: URLSearchParams): DraftStatus | null {
  const value = params.get("status");
  return value === "draft" || value === "scheduled" || value === "error" ? value : null;
}

/** The page's address for a status filter and page (page 1 and every status are left out). */
export function draftsPageUrl(pathname: string, status: DraftStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
