import fs from "node:fs";
import path from "node:path";
import { MODULES_ELEMENT_ID } from "../../schemas/boot.schema";
import { serializeForScript } from "./html";

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The styles and scripts of the widgets a server-rendered page shows. */
export interface WidgetAssets {
  /**
   * For the head: the widgets' styles inline (one `<style>`, in the order the widgets rendered),
   * and the list of their chunks, which the page's entry preloads when it starts the app.
   */
  headFor(widgetTypes: Iterable<string>, nonce: string): string;
}

/** A built stylesheet's text, safe inside `<style>`. */
function readStylesheet(clientDir: string, file: string): string {
  const css = fs.readFileSync(path.join(clientDir, file), "utf8");
  return css.replace(/<\/style/gi, "<\\/style");
}

/** The build's manifest, or null without one. */
function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : null;
}

/**
 * Tells the app's module loader (Vite's, which adds a chunk's stylesheets when it imports the chunk
 * unless a `<link rel="stylesheet">` with the same URL is in the document) that the page has these
 * stylesheets already, inline: fetched again, they would come last in the head and win over styles
 * that must follow them, and cost a request each. A stylesheet link of a type the browser does not
 * style with is never fetched.
 */
function presentMarkers(files: readonly string[]): string {
  return files.map((css) => `<link rel="stylesheet" type="text/plain" href="/${css}">`).join("");
}

/** The manifest key of the app the entry starts (src/app/hydrate-app.tsx, see build/first-load-chunks.ts). */
const APP_START_KEY = "src/app/hydrate-app.tsx";

/** The chunks `keys` name, with every chunk they import statically, however deep. */
function chunkClosure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    chunkClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** The keys of the entry's chunks and of the app it starts, with every chunk they import statically. */
function firstPageChunks(manifest: Manifest): Set<string> {
  const roots = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || key === APP_START_KEY);
  return chunkClosure(manifest, roots);
}

/**
 * The page template with its stylesheet links (the entry's styles) replaced by the same styles
 * inline, followed by the styles of the app the entry starts (which load with its script, after
 * hydration starts): the first paint then waits for no request but the page itself and is styled
 * whole. Links to files that are not in the build stay as they are.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  const manifest = readManifest(clientDir);
  const linked = new Set([...template.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const appCss = manifest
    ? [...new Set([...firstPageChunks(manifest)].flatMap((key) => manifest[key]?.css ?? []))].filter(
        (css) => !linked.has(css) && fs.existsSync(path.join(clientDir, css)),
      )
    : [];
  let appended = appCss.length === 0;
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      if (!fs.existsSync(path.join(clientDir, file))) return link;
      const nonce = /nonce="([^"]*)"/.exec(link)?.[1];
      const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
      // After the entry's own styles, once: the app's, in the order the build lists them.
      const app = appended ? "" : appCss.map((css) => readStylesheet(clientDir, css)).join("");
      const present = presentMarkers(appended ? [file] : [file, ...appCss]);
      appended = true;
      return `<style${nonceAttribute}>${readStylesheet(clientDir, file)}${app}</style>${present}`;
    },
  );
}

/**
 * Reads the client build's manifest once. A widget's chunk is found by the house layout of widgets
 * (`widgets/<folder>/<Type>.tsx`, lazily imported by its definition); its styles and those of the
 * chunks it imports go inline in the page's head, so the server's markup is styled before any
 * script runs (no shift when the widget's chunk arrives, no request before the first paint), and
 * its chunks are listed for the page's entry to preload when it starts the app (src/app/main.tsx).
 * What the entry and the app bring is left out (the template has it).
 * Null without a manifest.
 */
export function readWidgetAssets(clientDir: string): WidgetAssets | null {
  const manifest = readManifest(clientDir);
  if (!manifest) return null;

  const fromEntry = firstPageChunks(manifest);
  const entryCss = new Set([...fromEntry].flatMap((key) => manifest[key]?.css ?? []));

  // Per widget type: its stylesheet files and its script files, found once.
  const byType = new Map<string, { css: string[]; scripts: string[] }>();
  const assetsOf = (type: string) => {
    let assets = byType.get(type);
    if (!assets) {
      const own = Object.keys(manifest).filter(
        (key) =>
          manifest[key]?.isDynamicEntry &&
          key.startsWith("widgets/") &&
          path.basename(key).startsWith(`${type}.`),
      );
      const chunks = [...chunkClosure(manifest, own)].filter((key) => !fromEntry.has(key));
      assets = {
        css: chunks.flatMap((key) => manifest[key]?.css ?? []).filter((css) => !entryCss.has(css)),
        scripts: chunks.map((key) => manifest[key]?.file ?? "").filter(Boolean),
      };
      byType.set(type, assets);
    }
    return assets;
  };
  const stylesheets = new Map<string, string>();
  const stylesheet = (css: string) => {
    let text = stylesheets.get(css);
    if (text === undefined) stylesheets.set(css, (text = readStylesheet(clientDir, css)));
    return text;
  };

  return {
    headFor(widgetTypes, nonce) {
      const types = [...widgetTypes];
      // Two widgets may share a chunk: each file once.
      const css = new Set(types.flatMap((type) => assetsOf(type).css));
      const scripts = new Set(types.flatMap((type) => assetsOf(type).scripts));
      const style =
        css.size > 0
          ? `<style nonce="${nonce}">${[...css].map(stylesheet).join("")}</style>${presentMarkers([...css])}`
          : "";
      // Not <link rel="modulepreload">: the entry preloads them when it starts the app, so they do
      // not compete with the page itself (src/app/main.tsx, shell/deferred-hydration.ts).
      const modules = [...scripts].map((script) => `/${script}`);
      const list = modules.length
        ? `<script type="application/json" id="${MODULES_ELEMENT_ID}">${serializeForScript(modules)}</script>`
        : "";
      return style + list;
    },
  };
}
