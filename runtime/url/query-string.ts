/**
 * Builds a query string the server's `qs` parser reads back (DECISIONS: qs, brackets form): arrays
 * as `a[]=1&a[]=2`, objects as `params[locale]=en`, undefined and null skipped. Written here rather
 * than shipping qs to the browser, which would add about 25 kB (gzip) of dependencies to the first load.
 */
export function stringifyQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown, depth: number): void => {
    if (value === undefined || value === null || depth > 5) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item, depth + 1);
    } else if (typeof value === "object") {
      for (const [k, v] of Object.entries(value)) add(`${key}[${encodeURIComponent(k)}]`, v, depth + 1);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(encodeURIComponent(key), value, 0);
  return parts.join("&");
}
