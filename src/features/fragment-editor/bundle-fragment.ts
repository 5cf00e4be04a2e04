/**
 * The in-browser bundler: a fragment's TSX becomes the ES module the runtime loads. Sucrase strips
 * the types and compiles JSX for React's automatic runtime; every import must be the SDK, which the
 * page serves at FRAGMENT_SDK_URL, so a fragment runs on the page's own React and nothing else.
 */
import { transform } from "sucrase";
import { parse } from "es-module-lexer/js";
import { t } from "../../../runtime/i18n/t";
import { FRAGMENT_SDK_URL } from "../../../fragments/sdk/index";
import type { BundleError, BundleResult } from "./types";

/** The specifiers a fragment may import; all of them are served by the SDK module. */
const HOST_IMPORTS = new Set(["@plaza/fragment-sdk", "react", "react/jsx-runtime"]);

/** The 1-based line and column of `offset` in `text`. */
function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Where a refused import is in the author's code: its quoted specifier there (the compiled code may
 * have gained a line's head), else the statement's place in the compiled code, whose lines match.
 */
function sourcePosition(tsx: string, code: string, name: string | undefined, offset: number) {
  const quoted =
    name === undefined ? -1 : [`"${name}"`, `'${name}'`].map((one) => tsx.indexOf(one)).find((at) => at >= 0);
  return quoted !== undefined && quoted >= 0 ? positionAt(tsx, quoted) : positionAt(code, offset);
}

/** Sucrase's parse errors carry `loc`, its line and column counted from 1. */
function syntaxError(error: unknown): BundleError {
  const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, "") : String(error);
  const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  if (loc && typeof loc.line === "number" && typeof loc.column === "number") {
    return { message, line: loc.line, column: loc.column };
  }
  return { message };
}

/** Compiles the TSX and points its imports at the SDK; see the module's comment. */
export async function bundle(tsx: string): Promise<BundleResult> {
  let code: string;
  try {
    code = transform(tsx, {
      transforms: ["typescript", "jsx"],
      jsxRuntime: "automatic",
      production: true,
      disableESTransforms: true,
    }).code;
  } catch (error) {
    return { ok: false, errors: [syntaxError(error)] };
  }
  const [imports, exports] = parse(code);
  const errors: BundleError[] = [];
  let js = "";
  let copied = 0;
  for (const specifier of imports) {
    // import.meta is not an import.
    if (specifier.d === -2) continue;
    const name = specifier.n;
    if (name !== undefined && HOST_IMPORTS.has(name) && specifier.s < specifier.e) {
      // A static import's range is the bare specifier; a dynamic one's is the quoted expression.
      const replacement = specifier.d === -1 ? FRAGMENT_SDK_URL : JSON.stringify(FRAGMENT_SDK_URL);
      js += code.slice(copied, specifier.s) + replacement;
      copied = specifier.e;
      continue;
    }
    errors.push({
      message: t("{name} cannot be imported: a fragment imports only @plaza/fragment-sdk", {
        name: name ?? code.slice(specifier.s, specifier.e),
      }),
      ...sourcePosition(tsx, code, name, specifier.ss),
    });
  }
  if (!exports.some((one) => one.n === "default")) {
    errors.push({ message: t("A fragment's module must export its component as the default export.") });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, js: js + code.slice(copied) };
}
