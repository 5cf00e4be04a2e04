import type { FastifyInstance } from "fastify";
import {
  autocompleteDefaultLimit,
  searchAutocompleteQuerySchema,
  searchDefaultLimit,
  searchMaxLimit,
  searchQuerySchema,
  type SearchAutocompleteQuery,
  type SearchQuery,
} from "../../schemas/api/search.schema";
import { searchResultListSchema, searchSuggestionListSchema } from "../../schemas/entities/search.schema";
import type { AppContext } from "../context";
import { readPage, setPagingHeaders } from "../http/paging";
import { search } from "../services/search/search";
import { autocomplete } from "../services/search/autocomplete";

/**
 * Search (content spec §2, §3, §7; server/services/search/): full-text search over what the viewer
 * may read, with paging headers, and name suggestions for the search box.
 */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: SearchQuery }>(
    "/search",
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultListSchema } } },
    async (request, reply) => {
      const page = readPage(request.query, searchDefaultLimit, searchMaxLimit);
      const { results, total } = await search(db, request.viewer, request.query, page);
      setPagingHeaders(request, reply, { ...page, total });
      return results;
    },
  );

  app.get<{ Querystring: SearchAutocompleteQuery }>(
    "/search/autocomplete",
    { schema: { querystring: searchAutocompleteQuerySchema, response: { 200: searchSuggestionListSchema } } },
    async (request) =>
      autocomplete(
        db,
        request.viewer,
        request.query.query ?? "",
        request.query.limit ?? autocompleteDefaultLimit,
      ),
  );
}
