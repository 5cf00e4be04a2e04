import { CompiledQuery, sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/types";
import { HIGHLIGHT_SENTINELS } from "./excerpts";
import type { SearchText } from "./query-text";
import { dialectOf, withSearch, type SearchDocumentRow } from "./search-table";
import type { DocumentQuery } from "./search-scope";

/** A document of a page of results, as the highlights need it. */
export type PageDocument = Pick<SearchDocumentRow, "documentID" | "name" | "bodyText">;

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
 * How matches are read. `index`: from the full-text index, then put in order. `newest`: each of the
 * documents tested in turn, newest first, until enough match (for a word in many of them, or a few
 * known rows). `auto`: as the database's planner judges.
 */
export type MatchPath = "auto" | "index" | "newest";

/** Options of {@link SearchEngine.match}. */
export interface MatchOptions {
  /** Titles and names only. */
  nameOnly?: boolean;
  path?: MatchPath;
}

/**
 * One full-text engine over `search_documents`. Both answer the same documents for the same text:
 * the words come from one reader (query-text.ts) and both stem with English rules.
 */
export interface SearchEngine {
  /** The `documents` (`d`) matching `text`. */
  match(documents: DocumentQuery, text: SearchText, operator: QueryOperator, options?: MatchOptions): Matched;
  /** Whether `word` alone is found in at least `count` of `documents` (exactly or by estimate). */
  foundInAtLeast(
    db: Kysely<Database>,
    documents: DocumentQuery,
    word: string,
    count: number,
  ): Promise<boolean>;
  /** The path that reads the newest matches of `text` cheaply (see {@link MatchPath}). */
  choosePath(
    db: Kysely<Database>,
    documents: DocumentQuery,
    text: SearchText,
    operator: QueryOperator,
  ): Promise<MatchPath>;
  /** The highlighted fragment of each document's text (sentinels around matches; see excerpts.ts). */
  highlights(
    db: Kysely<Database>,
    text: SearchText,
    operator: QueryOperator,
    documents: readonly PageDocument[],
  ): Promise<Map<number, string>>;
}

/**
 * PostgreSQL tries a prefix on this many of the newest documents; found in COMMON_SHARE of them or
 * more, its newest matches are read by testing documents newest first, otherwise through the index.
 * (Reading a match through the index costs about four times testing a document in turn, so the two
 * cost the same for a prefix in about one document in twenty when 10,000 of a million are wanted.)
 */
const PATH_SAMPLE = 1_000;
const COMMON_SHARE = 0.05;

/** Words in an excerpt, about the same on both engines. */
const EXCERPT_WORDS = 30;

/**
 * SQLite: the FTS5 table `search_fts` (porter stemming over unicode61 words), ranked by bm25; titles
 * only through `search_titles_fts`, which holds the names alone (bm25 then weighs a title word against
 * titles, and a title prefix is merged over titles only).
 */
export const sqliteEngine: SearchEngine = {
  match(documents, text, operator, options = {}) {
    const expression = sqliteMatch(text, operator);
    // bm25 is lower for better matches; titles weigh four times the text. The FTS5 subquery is joined
    // as `m` (read through sql.ref, so the query keeps its type).
    const matches =
      options.nameOnly === true
        ? sql<{ documentID: number; score: number }>`(select rowid as "documentID",
      -bm25(search_titles_fts) as score from search_titles_fts where search_titles_fts match ${expression})`
        : sql<{ documentID: number; score: number }>`(select rowid as "documentID",
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
  async foundInAtLeast(db, documents, word, count) {
    // Counted: FTS5 walks a word's list newest first and stops at the limit.
    const found = sqliteEngine.match(documents, { words: [word], phrases: [], prefix: null }, "and");
    const capped = found.documents.select("d.documentID").orderBy(found.order, "desc").limit(count);
    const row = await withSearch(db)
      .selectFrom(capped.as("w"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count) >= count;
  },
  // FTS5 reads its index newest first and stops at the limit, whatever the word.
  choosePath: () => Promise.resolve("index"),
  async highlights(db, text, operator, documents) {
    if (documents.length === 0) return new Map();
    const [open, close] = HIGHLIGHT_SENTINELS;
    const documentIDs = documents.map((document) => document.documentID);
    // One pass over the matches within the page's ID range: a plain `rowid in (…)` would run the
    // match once per ID. The range is written out: FTS5 narrows its read to bounds it can see (bound
    // parameters cost a walk of the whole list). A prefix is matched as the page's words it begins,
    // since FTS5 reads a prefix's whole list first.
    const { rows } = await sql<{ documentID: number; excerpt: string | null }>`
      select rowid as "documentID", snippet(search_fts, 1, ${open}, ${close}, '', ${EXCERPT_WORDS}) as excerpt
      from search_fts where search_fts match ${sqliteMatch(text, operator, wordsBeginning(text.prefix, documents))}
      and rowid >= ${sql.lit(Math.trunc(Math.min(...documentIDs)))}
      and rowid <= ${sql.lit(Math.trunc(Math.max(...documentIDs)))}
      and +rowid in (${sql.join(documentIDs)})`.execute(db);
    return new Map(rows.map((row) => [row.documentID, row.excerpt ?? ""]));
  },
};

/** The FTS5 query: each word, phrase and prefix quoted (they hold letters and digits only). */
function sqliteMatch(text: SearchText, operator: QueryOperator, prefixWords: readonly string[] = []): string {
  const prefix =
    text.prefix === null
      ? []
      : [
          prefixWords.length
            ? `(${prefixWords.map((word) => `"${word}"`).join(" OR ")})`
            : `"${text.prefix}" *`,
        ];
  const terms = [
    ...text.words.map((word) => `"${word}"`),
    ...text.phrases.map((phrase) => `"${phrase.join(" ")}"`),
    ...prefix,
  ];
  return terms.join(operator === "and" ? " AND " : " OR ");
}

/** At most this many of a page's words stand for a prefix (see wordsBeginning). */
const MAX_PREFIX_WORDS = 50;

/**
 * The words of the documents that begin with `prefix`, read as the index reads them (letters and
 * digits, lower case, accents removed): what the prefix matched on this page.
 */
function wordsBeginning(prefix: string | null, documents: readonly PageDocument[]): string[] {
  if (prefix === null) return [];
  const found = new Set<string>();
  for (const document of documents) {
    const words = `${document.name} ${document.bodyText}`
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu);
    for (const word of words ?? []) {
      if (word.startsWith(prefix)) found.add(word);
      if (found.size >= MAX_PREFIX_WORDS) return [...found];
    }
  }
  return [...found];
}

/** PostgreSQL: the generated `tsv` column (english configuration, titles weighted A), ts_rank. */
export const postgresEngine: SearchEngine = {
  match(documents, text, operator, options = {}) {
    // On the table itself, not a joined copy: the planner then picks the GIN index for a rare word
    // and the ID order for a common one.
    const query = postgresQuery(text, operator, options.nameOnly === true);
    const path = options.path ?? "auto";
    // An expression over the column is not read through the GIN index; one over the ID is not read in
    // the primary key's order.
    const tsv = path === "newest" ? sql`(${sql.ref("d.tsv")} || ''::tsvector)` : sql.ref("d.tsv");
    const id = sql.ref("d.documentID");
    return {
      documents: documents.where(sql<boolean>`${tsv} @@ ${query}`),
      score: sql<number>`ts_rank(${sql.ref("d.tsv")}, ${query})`,
      order: path === "index" ? sql<number>`(${id} + 0)` : sql<number>`${id}`,
    };
  },
  async foundInAtLeast(db, documents, word, count) {
    // The planner's estimate: its statistics know how often a whole word occurs, and counting a
    // word in a twentieth of the posts would cost more than the search.
    const found = postgresEngine.match(documents, { words: [word], phrases: [], prefix: null }, "and");
    const query = found.documents.select("d.documentID").compile();
    const { rows } = await db.executeQuery<{ "QUERY PLAN": unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    // The plan is JSON text: [{ Plan: { "Plan Rows": n, … } }].
    const cell = rows[0]?.["QUERY PLAN"];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as {
      Plan?: { "Plan Rows"?: number };
    }[];
    return (plan[0]?.Plan?.["Plan Rows"] ?? 0) >= count;
  },
  async choosePath(db, documents, text, operator) {
    // The planner knows how often a whole word occurs, but guesses every prefix at about 2% of the
    // documents, and either wrong guess is slow: walking all the IDs for a rare prefix, or reading a
    // common one's whole list from the index. The newest documents say which it is.
    if (text.prefix === null) return "auto";
    const sample = documents
      .select(sql.ref("d.tsv").as("tsv"))
      .orderBy("d.documentID", "desc")
      .limit(PATH_SAMPLE)
      .as("sample");
    const { rows } = await sql<{ matches: number | string }>`select count(*) as matches from ${sample}
      where ${sql.ref("sample.tsv")} @@ ${postgresQuery(text, operator, false)}`.execute(db);
    return Number(rows[0]?.matches ?? 0) >= PATH_SAMPLE * COMMON_SHARE ? "newest" : "index";
  },
  async highlights(db, text, operator, documents) {
    if (documents.length === 0) return new Map();
    const documentIDs = documents.map((document) => document.documentID);
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
