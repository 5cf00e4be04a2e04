import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/types";
import { HIGHLIGHT_SENTINELS } from "./excerpts";
import type { SearchText } from "./query-text";
import { dialectOf } from "./search-table";
import type { DocumentQuery } from "./search-scope";

/** How the words of a search combine: all of them (default) or any. */
export type QueryOperator = "and" | "or";

/** The documents matching a text, their relevance (higher is better) and the index's own order. */
export interface Matched {
  documents: DocumentQuery;
  score: RawBuilder<number>;
  /** The order the engine reads matches in cheaply (document IDs); see MAX_CANDIDATES. */
  order: RawBuilder<number>;
}

/**
 * One full-text engine over `search_documents`. Both answer the same documents for the same text:
 * the words come from one reader (query-text.ts) and both stem with English rules.
 */
export interface SearchEngine {
  /**
   * The `documents` (`d`) matching `text`. `nameOnly`: titles and names only. `scan`: test each of
   * `documents` rather than read the full-text index (for a few known rows).
   */
  match(
    documents: DocumentQuery,
    text: SearchText,
    operator: QueryOperator,
    options?: { nameOnly?: boolean; scan?: boolean },
  ): Matched;
  /** The highlighted fragment of each document's text (sentinels around matches; see excerpts.ts). */
  highlights(
    db: Kysely<Database>,
    text: SearchText,
    operator: QueryOperator,
    documentIDs: readonly number[],
  ): Promise<Map<number, string>>;
}

/** Words in an excerpt, about the same on both engines. */
const EXCERPT_WORDS = 30;

/** SQLite: the FTS5 table `search_fts` (porter stemming over unicode61 words), ranked by bm25. */
export const sqliteEngine: SearchEngine = {
  match(documents, text, operator, options = {}) {
    const expression = sqliteMatch(text, operator, options.nameOnly === true);
    // bm25 is lower for better matches; titles weigh four times the text. The FTS5 subquery is joined
    // as `m` (read through sql.ref, so the query keeps its type).
    const matches = sql<{ documentID: number; score: number }>`(select rowid as "documentID",
      -bm25(search_fts, 4.0, 1.0) as score from search_fts where search_fts match ${expression})`;
    const joined = documents.innerJoin(matches.as("m"), (join) =>
      join.onRef(sql.ref("m.documentID"), "=", sql.ref("d.documentID")),
    ) as unknown as DocumentQuery;
    // Ordered by FTS5's rowid, FTS5 walks its index in that order and stops at the limit.
    return {
      documents: joined,
      score: sql<number>`${sql.ref("m.score")}`,
      order: sql<number>`${sql.ref("m.documentID")}`,
    };
  },
  async highlights(db, text, operator, documentIDs) {
    if (documentIDs.length === 0) return new Map();
    const [open, close] = HIGHLIGHT_SENTINELS;
    // One pass over the matches within the page's ID range: a plain `rowid in (…)` would run the
    // match once per ID, and a prefix term merges its words' lists each time.
    const { rows } = await sql<{ documentID: number; excerpt: string | null }>`
      select rowid as "documentID", snippet(search_fts, 1, ${open}, ${close}, '', ${EXCERPT_WORDS}) as excerpt
      from search_fts where search_fts match ${sqliteMatch(text, operator, false)}
      and rowid >= ${Math.min(...documentIDs)} and rowid <= ${Math.max(...documentIDs)}
      and +rowid in (${sql.join(documentIDs)})`.execute(db);
    return new Map(rows.map((row) => [row.documentID, row.excerpt ?? ""]));
  },
};

/** The FTS5 query: each word, phrase and prefix quoted (they hold letters and digits only). */
function sqliteMatch(text: SearchText, operator: QueryOperator, nameOnly: boolean): string {
  const terms = [
    ...text.words.map((word) => `"${word}"`),
    ...text.phrases.map((phrase) => `"${phrase.join(" ")}"`),
    ...(text.prefix === null ? [] : [`"${text.prefix}" *`]),
  ];
  const expression = terms.join(operator === "and" ? " AND " : " OR ");
  return nameOnly ? `{name} : (${expression})` : expression;
}

/** PostgreSQL: the generated `tsv` column (english configuration, titles weighted A), ts_rank. */
export const postgresEngine: SearchEngine = {
  match(documents, text, operator, options = {}) {
    // On the table itself, not a joined copy: the planner then picks the GIN index for a rare word
    // and the ID order for a common one.
    const query = postgresQuery(text, operator, options.nameOnly === true);
    // An expression over the column is not read through the GIN index.
    const tsv = options.scan === true ? sql`(${sql.ref("d.tsv")} || ''::tsvector)` : sql.ref("d.tsv");
    return {
      documents: documents.where(sql<boolean>`${tsv} @@ ${query}`),
      score: sql<number>`ts_rank(${sql.ref("d.tsv")}, ${query})`,
      order: sql<number>`${sql.ref("d.documentID")}`,
    };
  },
  async highlights(db, text, operator, documentIDs) {
    if (documentIDs.length === 0) return new Map();
    const [open, close] = HIGHLIGHT_SENTINELS;
    const options = `StartSel=${open}, StopSel=${close}, MaxWords=${EXCERPT_WORDS}, MinWords=12, ShortWord=2`;
    const { rows } = await sql<{ documentID: number; excerpt: string | null }>`
      select "documentID", ts_headline('english', "bodyText", q, ${options}) as excerpt
      from search_documents, (select ${postgresQuery(text, operator, false)} as q) as search_query
      where "documentID" in (${sql.join(documentIDs)})`.execute(db);
    return new Map(rows.map((row) => [row.documentID, row.excerpt ?? ""]));
  },
};

/**
 * The tsquery: `websearch_to_tsquery` for each word and phrase, `to_tsquery` for the prefix (`:*`),
 * joined with && or ||. Titles only: every term restricted to weight A (to_tsquery's `:A`).
 */
function postgresQuery(text: SearchText, operator: QueryOperator, nameOnly: boolean): RawBuilder<unknown> {
  const terms: RawBuilder<unknown>[] = nameOnly
    ? [
        ...text.words.map((word) => `${word}:A`),
        ...text.phrases.map((phrase) => phrase.map((word) => `${word}:A`).join(" <-> ")),
        ...(text.prefix === null ? [] : [`${text.prefix}:*A`]),
      ].map((term) => sql`to_tsquery('english', ${term})`)
    : [
        ...text.words.map((word) => sql`websearch_to_tsquery('english', ${word})`),
        ...text.phrases.map((phrase) => sql`websearch_to_tsquery('english', ${`"${phrase.join(" ")}"`})`),
        ...(text.prefix === null ? [] : [sql`to_tsquery('english', ${`${text.prefix}:*`})`]),
      ];
  return sql`(${sql.join(terms, operator === "and" ? sql` && ` : sql` || `)})`;
}

/** The engine of the database `db` speaks. */
export function engineFor(db: Kysely<Database>): SearchEngine {
  return dialectOf(db) === "postgres" ? postgresEngine : sqliteEngine;
}
