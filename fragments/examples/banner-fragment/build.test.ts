// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FRAGMENT_SDK_URL } from "../../sdk/index";
import { buildBannerFragment, buildFragment, readBannerFragmentCss } from "./build";

/** Every module specifier of static and dynamic imports and re-exports in `code`. */
function importSpecifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/\b(?:import|export)\s[^"';]*?\bfrom\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found.map((match) => match[1] ?? "");
}

describe("buildBannerFragment (fragments/README.md)", () => {
  it("bundles one ES module whose only import is the host's SDK: no React inside", async () => {
    const js = await buildBannerFragment();
    const specifiers = importSpecifiers(js);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(new Set(specifiers)).toEqual(new Set([FRAGMENT_SDK_URL]));
    expect(js).not.toMatch(/require\(|react\.production|__CLIENT_INTERNALS|react-dom/);
    expect(js).toMatch(/export\s*\{\s*BannerFragment as default\s*\}/);
    expect(js).toContain("Custom banner by fragment");
    expect(js).toContain("How can we help you?");
  });

  it("stays small enough to upload (js limit 512 KB)", async () => {
    const js = await buildBannerFragment();
    expect(Buffer.byteLength(js)).toBeLessThan(10 * 1024);
    expect(await readBannerFragmentCss()).toContain(".banner-fragment");
  });

  it("refuses a fragment that imports react-dom", async () => {
    const entry = new URL("./fixtures/uses-react-dom.tsx", import.meta.url);
    await expect(buildFragment(entry.pathname)).rejects.toThrow(/must not bundle react-dom/);
  });
});
