/** Where a stylesheet's blocks stop balancing: the line and column (from 1) of the offending brace. */
export interface CssBlockProblem {
  line: number;
  column: number;
  /** "close": a `}` with no block open; "open": a block still open at the end. */
  kind: "close" | "open";
}

/**
 * Checks that a stylesheet's `{` and `}` pair up, ignoring those in comments, strings and escapes. A
 * fragment's CSS is wrapped in `@scope (…) { … }`; a stray `}` would close that scope early and let
 * the rules after it restyle the whole page. Pure (server and browser).
 */
export function findUnbalancedCssBlock(css: string): CssBlockProblem | null {
  const open: { line: number; column: number }[] = [];
  let line = 1;
  let column = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    column++;
    if (ch === "\n") {
      line++;
      column = 0;
      continue;
    }
    if (ch === "\\") {
      i++;
      column++;
      continue;
    }
    if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      const stop = end === -1 ? css.length : end + 2;
      for (let j = i; j < stop; j++) {
        if (css[j] === "\n") {
          line++;
          column = 0;
        } else column++;
      }
      column--;
      i = stop - 1;
      continue;
    }
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== ch && css[j] !== "\n") j += css[j] === "\\" ? 2 : 1;
      column += j - i;
      i = j;
      continue;
    }
    if (ch === "{") open.push({ line, column });
    if (ch === "}" && !open.pop()) return { line, column, kind: "close" };
  }
  const unclosed = open[0];
  return unclosed ? { ...unclosed, kind: "open" } : null;
}
