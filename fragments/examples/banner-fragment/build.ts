import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFragment, fragmentSdkPlugin } from "../../toolkit/build";

export { buildFragment, fragmentSdkPlugin };

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the example BannerFragment (BannerFragment.tsx) and answers the module's text. */
export function buildBannerFragment(): Promise<string> {
  return buildFragment(path.join(here, "BannerFragment.tsx"));
}

/** The example's stylesheet (BannerFragment.css), uploaded as the fragment's `css`. */
export function readBannerFragmentCss(): Promise<string> {
  return readFile(path.join(here, "BannerFragment.css"), "utf8");
}
