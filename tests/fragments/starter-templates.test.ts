/**
 * Every starter template (fragments/templates) is a fragment that works as it is: for each type in
 * knownFragmentTypes it builds with the toolkit's esbuild build into a module whose only import is the
 * SDK, renders on the host's React with its widget's fixture props, and type-checks against the
 * props declaration generated from the widget's schema.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as React from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAGMENT_SDK_URL } from "../../fragments/sdk/index";
import { starterTemplate, type StarterTemplate } from "../../fragments/templates/index";
import { propsDeclaration } from "../../fragments/templates/props-declaration";
import { fragmentPropsSchema } from "../../fragments/templates/props-schema";
import { buildFragment } from "../../fragments/toolkit/build";
import { fragmentTsconfig, REPO_ROOT } from "../../fragments/toolkit/scaffold";
import { typeCheckFiles } from "../../fragments/toolkit/type-check";
import { apiClient } from "../../runtime/api/api-client";
import { FRAGMENT_HOST_GLOBAL, installFragmentHost } from "../../runtime/fragments/fragment-host";
import { t } from "../../runtime/i18n/t";
import { CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";
import { knownFragmentTypes } from "../../schemas/widgets/index";
import { FRAGMENT_SDK_SOURCE } from "../../server/http/fragment-sdk";
import { fixturePropsOf } from "./fixture-props";

const SLOW = 240_000;

/** Every module specifier of static and dynamic imports and re-exports in `code`. */
function importSpecifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/\b(?:import|export)\s[^"';]*?\bfrom\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found.map((match) => match[1] ?? "");
}

/** The heading a template renders: its `t("…")` text, or a CustomFragment's title prop. */
function headingOf(template: StarterTemplate, props: Record<string, unknown>): string {
  const literal = /<h2[^>]*>\{t\(("(?:[^"\\]|\\.)*")\)\}<\/h2>/.exec(template.tsx)?.[1];
  if (literal) return JSON.parse(literal) as string;
  return String(props.title);
}

/** The built-in a fragment wraps, as a marker the rendered HTML must contain. */
function Default(): React.ReactElement {
  return jsx("p", { children: "the built-in" });
}

let workDir = "";
let sdkUrl = "";

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "plaza-templates-"));
  // The page's host, as the app installs it at boot, from the real React; the served SDK reads it.
  installFragmentHost({ React, jsx: { jsx, jsxs, Fragment }, ui: {}, apiClient, t });
  const sdkFile = path.join(workDir, "sdk.mjs");
  await writeFile(sdkFile, FRAGMENT_SDK_SOURCE);
  sdkUrl = pathToFileURL(sdkFile).href;
});

afterAll(async () => {
  // Server test files share a worker: leave no host behind for the next one.
  Reflect.deleteProperty(globalThis, FRAGMENT_HOST_GLOBAL);
  await rm(workDir, { recursive: true, force: true });
});

describe("starter templates build and render (fragments/README.md)", () => {
  it.each(knownFragmentTypes)(
    "%s: one module importing only the SDK, rendering its heading on the host's React",
    async (fragmentType) => {
      const template = starterTemplate(fragmentType, { name: `Test ${fragmentType}` });
      const folder = path.join(workDir, fragmentType);
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "index.tsx"), template.tsx);
      await writeFile(path.join(folder, "props.ts"), propsDeclaration(fragmentPropsSchema(fragmentType)));

      const js = await buildFragment(path.join(folder, "index.tsx"));
      expect(new Set(importSpecifiers(js))).toEqual(new Set([FRAGMENT_SDK_URL]));

      const moduleFile = path.join(folder, "fragment.mjs");
      await writeFile(moduleFile, js.replaceAll(JSON.stringify(FRAGMENT_SDK_URL), JSON.stringify(sdkUrl)));
      const fragment = (await import(/* @vite-ignore */ pathToFileURL(moduleFile).href)) as {
        default: React.ComponentType<Record<string, unknown>>;
      };
      const props = await fixturePropsOf(fragmentType);
      const html = renderToString(jsx(fragment.default, { ...props, Default }));

      expect(html).toContain(headingOf(template, props));
      if (fragmentType === CUSTOM_FRAGMENT_TYPE) expect(html).toContain(String(props.body));
      else expect(html).toContain("the built-in");
    },
    SLOW,
  );
});

/** Checks each template in `templates` (by fragment type) against its props declaration, in one program. */
function typeCheckTemplates(templates: ReadonlyMap<string, string>) {
  const root = path.join(REPO_ROOT, "fragments", ".template-check");
  const parsed = ts.parseJsonConfigFileContent(JSON.parse(fragmentTsconfig(root)), ts.sys, root);
  const overlay = new Map<string, string>();
  const rootNames = [path.join(REPO_ROOT, "fragments/sdk/fragment-sdk.d.ts")];
  for (const [fragmentType, tsx] of templates) {
    const folder = path.join(root, fragmentType);
    overlay.set(path.join(folder, "index.tsx"), tsx);
    overlay.set(path.join(folder, "props.ts"), propsDeclaration(fragmentPropsSchema(fragmentType)));
    rootNames.push(path.join(folder, "index.tsx"));
  }
  return typeCheckFiles(rootNames, parsed.options, {
    overlay,
    checkOnly: (fileName) => fileName.startsWith(`${root}${path.sep}`),
  });
}

describe("starter templates type-check against their props (fragments/templates/props-declaration.ts)", () => {
  it(
    "every template is clean, and a template reading a prop its widget lacks is not",
    () => {
      const templates = new Map(knownFragmentTypes.map((type) => [type, starterTemplate(type).tsx]));
      const clean = typeCheckTemplates(templates);
      expect(clean.text).toBe("");
      expect(clean.errorCount).toBe(0);

      const banner = starterTemplate("BannerFragment").tsx.replace(
        "<Default {...props} />",
        "<Default {...props} />{props.notABannerProp}",
      );
      const custom = starterTemplate(CUSTOM_FRAGMENT_TYPE).tsx.replace("{props.title}", "{props.heading}");
      const wrong = typeCheckTemplates(
        new Map([
          ["BannerFragment", banner],
          [CUSTOM_FRAGMENT_TYPE, custom],
        ]),
      );
      expect(wrong.errorCount).toBe(2);
      expect(wrong.text).toMatch(/BannerFragment\/index\.tsx\(\d+,\d+\): error TS2339: .*'notABannerProp'/);
      expect(wrong.text).toMatch(/CustomFragment\/index\.tsx\(\d+,\d+\): error TS2339: .*'heading'/);
    },
    SLOW,
  );
});
