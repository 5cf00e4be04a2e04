import { badRequest } from "./errors";

/** Bounds of a date range filter as ISO-8601 UTC strings (the form timestamps are stored in). */
export interface DateRange {
  /** Inclusive lower bound. */
  from?: string;
  /** Exclusive lower bound. */
  after?: string;
  /** Inclusive upper bound. */
  to?: string;
  /** Exclusive upper bound. */
  before?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads a date range filter (content spec §3 "Date range filter", Vanilla's syntax): a bare date is
 * that whole day; `[start,end]` is inclusive (`(`/`)` make a side exclusive); `>=start`, `<=end`,
 * `>start`, `<end`. A date without a time stands for its whole day, so `<=2026-01-31` includes the
 * 31st. Throws 400 with a field error naming `field` when the value cannot be read.
 */
export function parseDateRange(value: string, field: string): DateRange {
  const text = value.trim();
  const fail = () =>
    badRequest("The query is not valid.", [
      {
        field,
        path: "query",
        code: "invalid",
        message: `${field} must be a date, [start,end], >=date or <=date.`,
      },
    ]);
  const range = readRange(text);
  if (!range) throw fail();
  const out: DateRange = {};
  for (const bound of range) {
    const start = dayStart(bound.value);
    if (start === null) throw fail();
    const isDay = DATE_ONLY.test(bound.value);
    const next = isDay ? new Date(Date.parse(start) + DAY_MS).toISOString() : start;
    // A whole-day bound: ">= day" starts at its midnight, "<= day" ends before the next midnight.
    if (bound.op === ">=") out.from = start;
    else if (bound.op === ">") {
      if (isDay) out.from = next;
      else out.after = start;
    } else if (bound.op === "<") out.before = start;
    else if (isDay) out.before = next;
    else out.to = start;
  }
  return out;
}

interface Bound {
  op: ">=" | ">" | "<=" | "<";
  value: string;
}

function readRange(text: string): Bound[] | null {
  const bracket = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(text);
  if (bracket) {
    const [, open, start = "", end = "", close] = bracket;
    return [
      { op: open === "[" ? ">=" : ">", value: start },
      { op: close === "]" ? "<=" : "<", value: end },
    ];
  }
  const compare = /^(>=|<=|>|<|=)?\s*(\S+)$/.exec(text);
  if (!compare) return null;
  const [, op, date = ""] = compare;
  if (!op || op === "=") {
    return [
      { op: ">=", value: date },
      { op: "<=", value: date },
    ];
  }
  return [{ op: op as Bound["op"], value: date }];
}

/** The ISO form of a date or date-time (a bare date is its UTC midnight), or null. */
function dayStart(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const ms = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
