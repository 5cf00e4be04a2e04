import path from "node:path";
import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * `virtual:fragment-declarations`: the declaration files the fragment editor's in-browser type
 * checker reads (src/features/fragment-editor/ts-files.ts), by their path in its virtual file
 * system. Read here from the installed packages, since a browser module cannot import a package's
 * `.d.ts` files (React's types export none) nor reach files outside the project's root.
 */
export const FRAGMENT_DECLARATIONS_ID = "virtual:fragment-declarations";
const RESOLVED_ID = `\0${FRAGMENT_DECLARATIONS_ID}`;

/** The standard library a fragment is checked with: ES2022 (and what it references) and the DOM. */
const LIB_FILE =
  /^lib\.(es5|es20(1[5-9]|2[0-2])(\.[a-z.]+)?|dom|dom\.iterable|decorators(\.legacy)?)\.d\.ts$/;

/** Path in the checker's file system → text: the standard library at the root, packages below node_modules. */
export function fragmentDeclarations(root: string): Record<string, string> {
  const require = createRequire(path.join(root, "package.json"));
  const typescriptLib = path.dirname(require.resolve("typescript"));
  const reactTypes = path.dirname(require.resolve("@types/react/package.json"));
  const csstype = path.dirname(require.resolve("csstype/package.json"));
  const files: Record<string, string> = {};
  for (const name of readdirSync(typescriptLib).filter(
    (file) => LIB_FILE.test(file) && !file.endsWith(".full.d.ts"),
  )) {
    files[`/${name}`] = readFileSync(path.join(typescriptLib, name), "utf8");
  }
  for (const name of ["index.d.ts", "global.d.ts", "jsx-runtime.d.ts"]) {
    files[`/node_modules/@types/react/${name}`] = readFileSync(path.join(reactTypes, name), "utf8");
  }
  files["/node_modules/@types/react/package.json"] = '{"name":"@types/react","types":"index.d.ts"}';
  files["/node_modules/csstype/index.d.ts"] = readFileSync(path.join(csstype, "index.d.ts"), "utf8");
  files["/node_modules/csstype/package.json"] = '{"name":"csstype","types":"index.d.ts"}';
  return files;
}

/** Serves `virtual:fragment-declarations` (see {@link FRAGMENT_DECLARATIONS_ID}). */
export function fragmentDeclarationsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "plaza-fragment-declarations",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === FRAGMENT_DECLARATIONS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(fragmentDeclarations(root))};\n`;
    },
  };
}
