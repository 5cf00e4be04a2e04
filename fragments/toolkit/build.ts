/**
 * Builds a fragment for upload (fragments/README.md): esbuild bundles the entry into one ES module
 * whose only import is the host's SDK (`/api/v2/fragments/sdk.js`), so a fragment never carries a
 * second React. `npm run fragment:build` and the example's build use it.
 */
import { copyFile, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { FRAGMENT_SDK_URL } from "../sdk/index";

/** The server's limits on an uploaded fragment's `js` and `css`, in UTF-8 bytes. */
export const FRAGMENT_SIZE_LIMITS = { js: 512 * 1024, css: 256 * 1024 } as const;

/** Imports a fragment takes from the host instead of bundling (fragments/README.md). */
const HOST_IMPORTS = /^(react|react\/jsx-runtime|react\/jsx-dev-runtime|@plaza\/fragment-sdk)$/;

/**
 * Rewrites `react`, `react/jsx-runtime` and `@plaza/fragment-sdk` to the external SDK module
 * `/api/v2/fragments/sdk.js`, which re-exports the page's own React: a second bundled React
 * would break hooks. react-dom is refused: the host renders the fragment.
 */
export function fragmentSdkPlugin(): Plugin {
  return {
    name: "plaza-fragment-sdk",
    setup(builder) {
      builder.onResolve({ filter: HOST_IMPORTS }, () => ({ path: FRAGMENT_SDK_URL, external: true }));
      builder.onResolve({ filter: /^react-dom(\/.*)?$/ }, (args) => ({
        errors: [
          {
            text: `${args.path}: a fragment renders through the host's React and must not bundle react-dom.`,
          },
        ],
      }));
    },
  };
}

/** Bundles a fragment entry into one ES module whose only import is the SDK; answers its text. */
export async function buildFragment(entryPoint: string): Promise<string> {
  const result = await build({
    entryPoints: [entryPoint],
    // Its folder, so the bundle's file comments name the entry alone, not where it was built.
    absWorkingDir: path.dirname(path.resolve(entryPoint)),
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    legalComments: "none",
    logLevel: "silent",
    plugins: [fragmentSdkPlugin()],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no output for ${entryPoint}`);
  return output.text;
}

/** One built file of a fragment project: where it went, its size and the server's limit. */
export interface BuiltFile {
  file: string;
  bytes: number;
  limit: number;
}

/** What {@link buildFragmentProject} wrote: `dist/fragment.js` and, with a style.css, `dist/fragment.css`. */
export interface BuiltFragment {
  js: BuiltFile;
  css: BuiltFile | null;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Bundles `<folder>/index.tsx` into `<folder>/dist/fragment.js` and copies `<folder>/style.css` to
 * `<folder>/dist/fragment.css` (the layout a `npm run fragment:new` project has). Type-check first
 * with `typeCheckFragmentProject` (type-check.ts): esbuild strips types without checking them.
 */
export async function buildFragmentProject(folder: string): Promise<BuiltFragment> {
  const entry = path.join(folder, "index.tsx");
  if (!(await exists(entry)))
    throw new Error(`${entry} does not exist: a fragment project's entry is index.tsx.`);
  const dist = path.join(folder, "dist");
  await mkdir(dist, { recursive: true });
  const jsFile = path.join(dist, "fragment.js");
  const js = await buildFragment(entry);
  await writeFile(jsFile, js);
  const result: BuiltFragment = {
    js: { file: jsFile, bytes: Buffer.byteLength(js), limit: FRAGMENT_SIZE_LIMITS.js },
    css: null,
  };
  const style = path.join(folder, "style.css");
  if (await exists(style)) {
    const cssFile = path.join(dist, "fragment.css");
    await copyFile(style, cssFile);
    const bytes = Buffer.byteLength(await readFile(cssFile, "utf8"));
    result.css = { file: cssFile, bytes, limit: FRAGMENT_SIZE_LIMITS.css };
  }
  return result;
}

/** `file` relative to the current folder when it is below it, else absolute: for messages. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative || ".";
}

/** "12.3 KB of 512 KB" lines for a built fragment; a file over its limit is flagged. */
export function describeBuiltFragment(built: BuiltFragment): string[] {
  const files = [built.js, ...(built.css ? [built.css] : [])];
  return files.map(({ file, bytes, limit }) => {
    const size = `${(bytes / 1024).toFixed(1)} KB of ${limit / 1024} KB`;
    const flag = bytes > limit ? "  (over the limit: the server will refuse it)" : "";
    return `${displayPath(file)}  ${size}${flag}`;
  });
}

/** True when every built file fits the server's limits. */
export function fitsLimits(built: BuiltFragment): boolean {
  return built.js.bytes <= built.js.limit && (!built.css || built.css.bytes <= built.css.limit);
}
