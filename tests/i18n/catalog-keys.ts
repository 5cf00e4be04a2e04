import fs from "node:fs";
import path from "node:path";

/**
 * The folders whose source holds interface strings: the browser's, and the server's for the texts it
 * writes into pages (built-in layout titles, breadcrumbs; `server/services/translations/interface-text.ts`).
 */
export const SOURCE_ROOTS = ["src", "widgets", "runtime", "server"];

/** A `t("…")` or `msg("…")` call's first argument, a plain string literal (double, single or back quotes). */
const CALL = /(?<![\w.$])(?:t|msg)\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`)\s*[,)]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The text a string literal stands for (its escapes read as JavaScript reads them). */
function literalText(literal: string): string {
  const body = literal.slice(1, -1);
  return JSON.parse(
    `"${body
      .replace(/\\'/g, "'")
      .replace(/\\`/g, "`")
      .replace(/(?<!\\)"/g, '\\"')}"`,
  ) as string;
}

/** Every interface string of the source: the literal keys of `t()` and `msg()`, with the files using them. */
export function interfaceStrings(root: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const folder of SOURCE_ROOTS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(CALL)) {
        const key = literalText(match[1] ?? '""');
        keys.set(key, [...(keys.get(key) ?? []), path.relative(root, file)]);
      }
    }
  }
  return keys;
}

/** The `{name}` placeholders of a string, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}
