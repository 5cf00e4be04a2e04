import qs from "qs";

/** How qs reads a query string (brackets for arrays and objects, with their limits). */
export const QUERY_OPTIONS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** Query strings longer than this are parsed every time and never kept. */
const MAX_KEPT_LENGTH = 2048;

/** A parsed query: objects and arrays down to strings, as qs answers. */
type Parsed = { [key: string]: unknown };

/**
 * A query string parser that keeps the last `size` answers by query string, so the same address
 * asked for again and again (a busy list page) is not parsed anew each time: qs was a twentieth of
 * the server's time on bench/api. Every call answers a fresh copy, since validation coerces and
 * fills in defaults in the object it is given. Least recently used strings leave first.
 */
export function keptQueryParser(
  size = 1000,
  parse: (text: string) => Parsed = (text) => qs.parse(text, QUERY_OPTIONS),
): (text: string) => Parsed {
  const kept = new Map<string, Parsed>();
  let newest: string | undefined;
  return (text) => {
    if (text.length > MAX_KEPT_LENGTH) return parse(text);
    let parsed = kept.get(text);
    if (!parsed) {
      parsed = parse(text);
      if (kept.size >= size) kept.delete(kept.keys().next().value!);
      kept.set(text, parsed);
    } else if (text !== newest) {
      kept.delete(text);
      kept.set(text, parsed); // now the most recently used
    }
    newest = text;
    return copyOf(parsed) as Parsed;
  };
}

/** A deep copy of qs's answer (plain objects, arrays and strings), every key stored as data. */
function copyOf(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = Object.getPrototypeOf(source) === null ? Object.create(null) : {};
  for (const key of Object.keys(source)) {
    const item = copyOf(source[key]);
    // Assigning `__proto__` would set the prototype; qs leaves it out, but a copy must not rely on that.
    if (key === "__proto__") {
      Object.defineProperty(copy, key, { value: item, writable: true, enumerable: true, configurable: true });
    } else copy[key] = item;
  }
  return copy;
}
