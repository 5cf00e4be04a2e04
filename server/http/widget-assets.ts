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
   * and the list of their chunks, which the page's loader preloads after the first paint.
   */
  headFor(widgetTypes: Iterable<string>, nonce: string): string;
}

/** A built stylesheet's text, safe inside `<style>`. */
function readStylesheet(clientDir: string, file: string): string {
  const css = fs.readFileSync(path.join(clientDir, file), "utf8");
  return css.replace(/<\/style/gi, "<\\/style");
}

/**
 * The page template with its stylesheet links (the entry's styles) replaced by the same styles
 * inline: the first paint then waits for no request but the page itself. Links to files that are
 * not in the build stay as they are.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      if (!fs.existsSync(path.join(clientDir, file))) return link;
      const nonce = /nonce="([^"]*)"/.exec(link)?.[1];
      const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
      return `<style${nonceAttribute}>${readStylesheet(clientDir, file)}</style>`;
    },
  );
}

/**
 * Reads the client build's manifest once. A widget's chunk is found by the house layout of widgets
 * (`widgets/<folder>/<Type>.tsx`, lazily imported by its definition); its styles and those of the
 * chunks it imports go inline in the page's head, so the server's markup is styled before any
 * script runs (no shift when the widget's chunk arrives, no request before the first paint), and
 * its chunks are listed for the page's loader to preload with the entry script after the first
 * paint. What the entry brings is left out (the template has it).
 * Null without a manifest.
 */
export function readWidgetAssets(clientDir: string): WidgetAssets | null {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;

  const closure = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const fromEntry = closure(entryKeys);
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
      const chunks = [...closure(own)].filter((key) => !fromEntry.has(key));
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
        css.size > 0 ? `<style nonce="${nonce}">${[...css].map(stylesheet).join("")}</style>` : "";
      // Not <link rel="modulepreload">: the page's loader preloads them after the first paint, so
      // they do not compete with the page itself (build/entry-priority-plugin.ts).
      const modules = [...scripts].map((script) => `/${script}`);
      const list = modules.length
        ? `<script type="application/json" id="${MODULES_ELEMENT_ID}">${serializeForScript(modules)}</script>`
        : "";
      return style + list;
    },
  };
}
