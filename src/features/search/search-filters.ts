import { apiClient } from "../../../runtime/api/api-client";
import { t, msg } from "../../../runtime/i18n/t";
import type { SearchDomain, SearchSort } from "./search-params";

/** The domain tabs of the search page and their labels (content spec §2). */
export const DOMAIN_LABELS: Record<SearchDomain, string> = {
  all_content: msg("All Content"),
  discussions: msg("Discussions"),
  user: msg("Members"),
  category: msg("Categories"),
};

/** The result orders offered and their labels. */
export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: "relevance", label: msg("Best Match") },
  { value: "-dateInserted", label: msg("Newest") },
  { value: "dateInserted", label: msg("Oldest") },
];

/** A category the filter offers: a flat list in tree order with its depth. */
export interface CategoryChoice {
  categoryID: number;
  name: string;
  depth?: number;
}

/** The swr key of the category choices: `GET /categories` flat, as deep as the tree goes. */
export const CATEGORY_CHOICES_KEY = "categories?outputFormat=flat&maxDepth=10&limit=100";

/** A category's name indented by its depth, for a select. */
export function categoryChoiceLabel(category: CategoryChoice): string {
  return `${"\u00a0\u00a0".repeat(Math.max(0, (category.depth ?? 1) - 1))}${category.name}`;
}

/**
 * The user IDs of the named authors (`GET /users/by-names`, exact names, case-insensitive); names no
 * member has are returned apart so the form can say so.
 */
export async function resolveAuthors(
  names: readonly string[],
): Promise<{ ids: number[]; unknown: string[] }> {
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const { data } = await apiClient.get<{ userID: number; name: string }[]>("users/by-names", {
      query: { name, limit: 5 },
    });
    const match = data.find((user) => user.name.toLowerCase() === name.toLowerCase());
    if (match) ids.push(match.userID);
    else unknown.push(name);
  }
  return { ids, unknown };
}

/** A member the author field suggests. */
export interface AuthorChoice {
  userID: number;
  name: string;
}

/** Authors suggested at most. */
export const AUTHOR_SUGGESTION_LIMIT = 10;

/** Members whose name starts with the typed text (`GET /users/by-names?name=text*`), for the author field. */
export async function suggestAuthors(typed: string, signal?: AbortSignal): Promise<AuthorChoice[]> {
  const { data } = await apiClient.get<AuthorChoice[]>("users/by-names", {
    query: { name: `${typed.replaceAll("*", "")}*`, order: "mention", limit: AUTHOR_SUGGESTION_LIMIT },
    signal,
  });
  return data.map((user) => ({ userID: user.userID, name: user.name }));
}

/** Splits a comma-separated field into its trimmed, non-empty parts. */
export function commaList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The text of the unknown-author error. */
export function unknownAuthorsText(names: readonly string[]): string {
  return t("No member is called {names}.", { names: names.join(", ") });
}
