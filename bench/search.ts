// Server time of GET /search and of the autocomplete call on the large community of bench/scale.ts
// (20,000 members, 50,000 discussions, 1,000,000 comments), on SQLite and PostgreSQL side by side
// (bench/scale-runner.ts says how). The bulk seed writes the tables directly, so the search index is
// built afterwards as the migration builds it. A p99 over 100 ms (search) or 30 ms (autocomplete) is
// marked.
//
// Run with `npm run bench:search` or `npx tsx bench/search.ts` (PLAZA_SCALE_ONLY=sqlite|postgres runs
// one database).
import { sql } from "kysely";
import { rebuildSearchIndex } from "../server/services/search/search-index";
import { dialectOf } from "../server/services/search/search-table";
import { runScaleBench, type Operation } from "./scale-runner";

const SEARCH_BUDGET_MS = 100;
const AUTOCOMPLETE_BUDGET_MS = 30;

/** The words of the seeded posts (bench/scale-seed.ts), by how many posts hold them. */
const QUERIES = [
  // Every discussion title: "Discussion n: a question about topic k".
  { label: "common word (50,000 discussions)", query: "question" },
  // Every discussion and every comment.
  { label: "commonest word (1,050,000 posts)", query: "markdown" },
  // "Comment 424242 on discussion …": one comment.
  { label: "rare word (1 comment)", query: "424242" },
  // A partial word: "mark" begins "markdown", in every post (the last word typed is also a prefix).
  { label: "partial word (prefix of the commonest)", query: "mark" },
  // About 515 discussion titles.
  { label: "phrase (515 discussions)", query: '"question about topic 42"' },
];

function operations(_community: unknown, cookie: string): Operation[] {
  const searches = QUERIES.map(({ label, query }): Operation => ({
    label: `GET /search: ${label}`,
    request: () => ({
      url: `/api/v2/search?query=${encodeURIComponent(query)}&limit=20&expand=insertUser,breadcrumbs`,
      headers: { cookie },
    }),
    status: 200,
    budgetMs: SEARCH_BUDGET_MS,
  }));
  const autocomplete = ["cat", "discussion 4", "question"].map((query): Operation => ({
    label: `autocomplete: "${query}"`,
    request: () => ({
      url: `/api/v2/search/autocomplete?query=${encodeURIComponent(query)}`,
      headers: { cookie },
    }),
    status: 200,
    budgetMs: AUTOCOMPLETE_BUDGET_MS,
  }));
  return [...searches, ...autocomplete];
}

await runScaleBench({
  operations,
  async afterSeed(db) {
    await rebuildSearchIndex(db);
    // The rebuild rewrote every document: analysed and vacuumed now, as autovacuum would do soon after,
    // rather than while the requests are timed.
    if (dialectOf(db) === "postgres") await sql`vacuum analyze search_documents`.execute(db);
  },
});
