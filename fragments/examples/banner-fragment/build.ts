import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { FRAGMENT_SDK_URL } from "../../sdk/index";

const here = path.dirname(fileURLToPath(import.meta.url));

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

/** Builds the example BannerFragment (BannerFragment.tsx) and answers the module's text. */
export function buildBannerFragment(): Promise<string> {
  return buildFragment(path.join(here, "BannerFragment.tsx"));
}

/** The example's stylesheet (BannerFragment.css), uploaded as the fragment's `css`. */
export function readBannerFragmentCss(): Promise<string> {
  return readFile(path.join(here, "BannerFragment.css"), "utf8");
}
