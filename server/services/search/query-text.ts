/**
 * The search text read once for both engines, so SQLite and PostgreSQL match the same words: words
 * are runs of letters and digits; "double quotes" make a phrase; the last word, when the text does
 * not end in a space or a quote, also matches as a prefix ("welc" finds "welcome"). English stop words
 * outside phrases are left out (PostgreSQL's english configuration ignores them; FTS5 would require
 * them).
 */
export interface SearchText {
  /** Whole words, each matched on its stem. */
  words: string[];
  /** Phrases: words in this order, next to each other. */
  phrases: string[][];
  /** The trailing partial word, if any. */
  prefix: string | null;
}

/** The English stop words PostgreSQL's english configuration drops (its snowball list). */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her " +
    "hers herself it its itself they them their theirs themselves what which who whom this that these " +
    "those am is are was were be been being have has had having do does did doing a an the and but if " +
    "or because as until while of at by for with about against between into through during before " +
    "after above below to from up down in out on off over under again further then once here there when " +
    "where why how all any both each few more most other some such no nor not only own same so than too " +
    "very s t can will just don should now"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}]+/gu;
/** At most this many words and phrases, so one query cannot ask the engine for thousands. */
const MAX_TERMS = 20;

function allWordsOf(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().match(WORD) ?? [];
}

function wordsOf(text: string): string[] {
  return allWordsOf(text).filter((word) => !STOP_WORDS.has(word));
}

/** Reads the search text (see {@link SearchText}). */
export function readSearchText(query: string): SearchText {
  const phrases: string[][] = [];
  const loose: string[] = [];
  const parts = query.split('"');
  parts.forEach((part, index) => {
    // Odd parts are inside quotes; an unclosed quote's text counts as loose words.
    const quoted = index % 2 === 1 && index < parts.length - 1;
    if (!quoted) loose.push(part);
    else {
      // A phrase keeps its stop words: FTS5 needs them to find the words side by side, and
      // PostgreSQL counts their places. One of stop words only matches nothing on PostgreSQL: dropped.
      const words = allWordsOf(part);
      if (words.length > 1 && words.some((word) => !STOP_WORDS.has(word))) phrases.push(words);
      else if (words.length === 1) loose.push(words[0] ?? "");
    }
  });
  const words = wordsOf(loose.join(" "));
  const trailing = query.normalize("NFKC").toLowerCase();
  const endsInWord = /[\p{L}\p{N}]$/u.test(trailing) && (query.split('"').length - 1) % 2 === 0;
  const last = (trailing.match(WORD) ?? []).at(-1);
  let prefix: string | null = null;
  if (endsInWord && last !== undefined && words.at(-1) === last) {
    words.pop();
    prefix = last;
  }
  const unique = [...new Set(words)].filter((word) => word !== prefix);
  return {
    words: unique.slice(0, MAX_TERMS),
    phrases: phrases.slice(0, MAX_TERMS),
    prefix,
  };
}

/** True when the text holds nothing to match. */
export function isEmptySearch(text: SearchText): boolean {
  return text.words.length === 0 && text.phrases.length === 0 && text.prefix === null;
}
