import type { Plugin } from "vite";

/** A `msg("…")` call around a plain string literal (runtime/i18n/t.ts). */
const MSG_CALL = /(?<![\w.$])msg\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`)\s*,?\s*\)/g;

/** The app's source, where interface strings are (tests and build scripts are left as written). */
const SOURCE = /\/(src|widgets|runtime)\/.*\.tsx?$/;

const lines = (text: string) => text.split("\n").length - 1;

/**
 * `msg("…")` only marks a string for the catalogs (tests/i18n/catalog.test.ts reads the source); the
 * build writes the bare literal instead of the call, so marking strings costs the bundles nothing.
 */
export function stripMsgPlugin(): Plugin {
  return {
    name: "plaza:strip-msg",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!SOURCE.test(file) || /\/node_modules\/|\.test\.tsx?$/.test(file) || !code.includes("msg("))
        return null;
      // The literal stays, with the call's line breaks after it: every later line keeps its place.
      const stripped = code.replace(
        MSG_CALL,
        (call, literal: string) => literal + "\n".repeat(lines(call) - lines(literal)),
      );
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
