import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  searchResultListSchema,
  searchSuggestionListSchema,
  type SearchResult,
  type SearchSuggestion,
} from "../../schemas/entities/search.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { rich2Paragraph, type RoleApi } from "../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

export const searchRoles = ["member", "member2", "moderator", "admin"] as const;
export type SearchRole = (typeof searchRoles)[number];
type Api = RoleApi<SearchRole>;

/** One page of `GET /search` with its total, checked against the schema. */
export interface SearchPage {
  results: SearchResult[];
  total: number;
}

/** `GET /search?{query}` as `as` (a guest without), answering the results and the paging total. */
export async function searchAs(
  api: Api,
  query: Record<string, string | number | boolean | string[] | number[]>,
  as?: SearchRole,
): Promise<SearchPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.set(key, String(value));
  }
  const response = await api.call("GET", `/search?${params.toString()}`, as);
  expect(response.statusCode, response.body).toBe(200);
  const results = response.json() as SearchResult[];
  expectMatchesSchema(searchResultListSchema, results);
  return { results, total: Number(response.headers["x-app-page-result-count"]) };
}

/** `GET /search/autocomplete?query=…` as `as`, checked against the schema. */
export async function suggestAs(
  api: Api,
  query: string,
  as?: SearchRole,
  limit?: number,
): Promise<SearchSuggestion[]> {
  const params = new URLSearchParams({ query, ...(limit ? { limit: String(limit) } : {}) });
  const response = await api.call("GET", `/search/autocomplete?${params.toString()}`, as);
  expect(response.statusCode, response.body).toBe(200);
  const suggestions = response.json() as SearchSuggestion[];
  expectMatchesSchema(searchSuggestionListSchema, suggestions);
  return suggestions;
}

/** A 400 with field errors, checked against the error schema; answers the fields named. */
export function expectFieldErrors(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { errors?: { field: string; path?: string }[] };
  expectMatchesSchema(errorBodySchema, body);
  expect(body.errors?.length ?? 0).toBeGreaterThan(0);
  return (body.errors ?? []).map((error) => `${error.path ?? ""}.${error.field}`);
}

/** The highlighted words of a result's excerpt, lower case. */
export function markedWords(result: SearchResult): string[] {
  return result.excerptMarks.map((mark) => result.excerpt.slice(mark.start, mark.end).toLowerCase());
}

/** The `recordType:recordID` keys of results, to compare sets. */
export function keys(page: SearchPage): string[] {
  return page.results.map((result) => `${result.recordType}:${result.recordID}`);
}

/** Posts a discussion as `as` in a category and answers its id. */
export async function postIn(
  api: Api,
  as: SearchRole,
  categoryID: number,
  name: string,
  words: string,
): Promise<number> {
  const response = await api.call("POST", "/discussions", as, {
    name,
    body: rich2Paragraph(words),
    categoryID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().discussionID as number;
}
