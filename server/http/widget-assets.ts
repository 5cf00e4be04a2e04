import fs from "node:fs";
import path from "node:path";
import { escapeAttribute } from "./seo-head";

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
  /** `<link>` tags for the head: each widget's stylesheets, and its scripts preloaded. */
  headFor(widgetTypes: Iterable<string>, nonce: string): string;
}

const NONCE = "__NONCE__";

/**
 * Reads the client build's manifest once. A widget's chunk is found by the house layout of widgets
 * (`widgets/<folder>/<Type>.tsx`, lazily imported by its definition); its stylesheets and
 * those of the chunks it imports are linked, so the server's markup is styled before any script
 * runs (no shift when the widget's chunk arrives), and its scripts are preloaded for hydration.
 * What the entry already brings (index.html links it) is left out. Null without a manifest.
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

  // Per widget type: its tags, with the nonce left as a placeholder.
  const byType = new Map<string, string[]>();
  const tagsOf = (type: string): string[] => {
    let tags = byType.get(type);
    if (!tags) {
      const own = Object.keys(manifest).filter(
        (key) =>
          manifest[key]?.isDynamicEntry &&
          key.startsWith("widgets/") &&
          path.basename(key).startsWith(`${type}.`),
      );
      const chunks = [...closure(own)].filter((key) => !fromEntry.has(key));
      const css = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
      tags = [
        ...[...css]
          .filter((f) => !entryCss.has(f))
          .map((f) => `<link rel="stylesheet" href="/${escapeAttribute(f)}" nonce="${NONCE}">`),
        ...chunks.map(
          (key) =>
            `<link rel="modulepreload" href="/${escapeAttribute(manifest[key]?.file ?? "")}" nonce="${NONCE}">`,
        ),
      ];
      byType.set(type, tags);
    }
    return tags;
  };

  return {
    headFor(widgetTypes, nonce) {
      // Two widgets may share a chunk: each tag once.
      const tags = new Set([...widgetTypes].flatMap(tagsOf));
      return [...tags].join("").split(NONCE).join(nonce);
    },
  };
}
