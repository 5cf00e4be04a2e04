/**
 * How the client build groups modules into chunks. Left to itself the bundler makes one chunk per set
 * of importers, so every small module shared by the entry and a lazy chunk (a store, a date helper)
 * becomes its own request, and every widget two (its component and its validator): a guest's first
 * load was 30-60 scripts. Here:
 *
 * - the entry keeps what it imports statically (what the first paint and the links need), and the
 *   app it starts (src/app/hydrate-app.tsx) is one "app" chunk with everything that imports
 *   statically, however deep, since every page needs all of it;
 * - each widget's component travels with the modules only that widget uses; its precompiled
 *   validator is a chunk of its own, out of the first load (a server-rendered page hydrates without
 *   validators, runtime/layout/node-validation.ts);
 * - the title bar and the sections (on every layout page), with the modules several widgets share,
 *   form one "layout" chunk, and a feature's modules shared by several widgets one chunk per feature;
 * - code a widget loads lazily (menus, dialogs, the editor) keeps the default splitting, so nothing
 *   moves into the first load.
 */
import fs from "node:fs";
import path from "node:path";

export interface ModuleInfoLike {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
export interface ChunkingContextLike {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/** Module ids of the validators `virtual:widget-validators` serves (build/widget-validators-plugin.ts). */
export const VALIDATOR_PREFIX = "\0virtual:widget-validators/";
/** The helper every validator imports: a few lines, shared by the validators' chunks. */
const VALIDATOR_RUNTIME = "\0virtual:widget-validator-runtime";

/**
 * The app the entry starts (src/app/hydrate-app.tsx): React, the runtime and what every page needs,
 * loaded by the entry when the page hydrates (at once for a member, later for a guest's page).
 */
export const APP_START = /[\\/]src[\\/]app[\\/]hydrate-app\.tsx$/;
const WIDGET_DEFINITION = /[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/;
/** Widgets on every layout page: they load with the title bar in one chunk. */
const LAYOUT_WIDGET = /[\\/]widgets[\\/](?:title-bar|section-[^\\/]+)[\\/]/;
const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
/**
 * Features whose shared modules travel with another chunk: the options menus sit on every discussion
 * list and post, next to the discussions feature; search is in the title bar and the banner.
 */
const FEATURE_CHUNK: Record<string, string> = {
  "discussion-options": "feature-discussions",
  search: "layout",
};
/**
 * Modules that travel with the feature that uses them rather than their own: the comment box's lazy
 * draft parts are two `import()` calls that every post page needs, guests' included, so they sit in
 * the posts chunk instead of making a drafts request of their own. The Write / Preview tabs are the
 * comment box's and the discussion form's: left to the sweep, they went with the form's chunk, which
 * then loaded (with the drafts code it imports) on every post page, a guest's too. The posts' styles,
 * their user-content frame and the editor's light helpers are the messages' too: left to the sweep,
 * they went with the conversations chunk, which every post page then loaded whole. So did the
 * banned member's notice, which the comment box, the discussion form and the message box share.
 * Example records (a feature's `*-fixtures.ts`, which widgets' fixtures build on) are read only by
 * the fragments manager's preview and the gallery: left to the sweep, they went with the features'
 * chunks that guests load.
 */
const MODULE_CHUNK: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\\/]features[\\/][^\\/]+[\\/][^\\/]+-fixtures\.tsx?$/, "example-records"],
  [/[\\/]features[\\/]drafts[\\/]comment-draft-parts\.ts$/, "feature-posts"],
  [/[\\/]features[\\/]posts[\\/](?:ComposerTabs\.tsx|composer\.styles\.ts)$/, "feature-posts"],
  [/[\\/]features[\\/]posts[\\/](?:posts\.styles\.ts|UserContent\.tsx)$/, "feature-posts"],
  [/[\\/]features[\\/]users[\\/]BannedNotice(?:\.styles)?\.tsx?$/, "feature-posts"],
  [
    /[\\/]features[\\/]editor[\\/](?:index\.ts|rich2-utils\.ts|mention-constants\.ts|mention-lookup\.ts)$/,
    "feature-posts",
  ],
];
const OWN_SOURCE = /[\\/](?:src|runtime|schemas|widgets)[\\/][^\0]*\.tsx?$/;

const baseName = (id: string) => id.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");

/**
 * Whether importing a module may matter for more than its exports. The app's own TypeScript modules
 * declare nothing at the top level but values (styles compile to class names and an import of their
 * CSS), so a module whose exports nothing uses is left out: a feature's `index.ts` no longer drags
 * every component it lists into each chunk that needs one of them. CSS and packages keep their own
 * rules.
 */
export function moduleSideEffects(id: string): boolean | undefined {
  return OWN_SOURCE.test(id) && !id.includes("node_modules") ? false : undefined;
}

/** The rolldown `codeSplitting.groups`, in priority order. */
export function firstLoadGroups() {
  const cache = new Map<string, string | null>();
  let ctx: ChunkingContextLike;

  const isWidgetComponent = (id: string) =>
    ctx.getModuleInfo(id)?.dynamicImporters.some((by) => WIDGET_DEFINITION.test(by)) ?? false;

  /**
   * The roots a module loads with: "entry" when the entry reaches it statically, otherwise the lazy
   * modules (dynamic imports) that reach it statically.
   */
  const rootsCache = new Map<string, Set<string>>();
  const rootsOf = (id: string): Set<string> => {
    const known = rootsCache.get(id);
    if (known) return known;
    const roots = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.pop() as string;
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry) {
        roots.add("entry");
        break;
      }
      if (APP_START.test(current)) {
        roots.add("app");
        continue;
      }
      if (info.dynamicImporters.length > 0) roots.add(current);
      for (const by of info.importers) {
        if (!seen.has(by)) {
          seen.add(by);
          queue.push(by);
        }
      }
    }
    rootsCache.set(id, roots);
    return roots;
  };

  const widgetName = (component: string) =>
    LAYOUT_WIDGET.test(component) ? "layout" : `widget-${baseName(component)}`;

  const nameOf = (id: string): string | null => {
    // The validators' one helper goes with them: in the app chunk, each validator would import the
    // entry, and its preload would fetch the entry's stylesheet, which the page already has inline.
    if (id === VALIDATOR_RUNTIME) return null;
    // Each validator in a chunk of its own (the bundler's, as a lazy module's), out of the first
    // load: the nodes of a server-rendered page hydrate without validating again
    // (runtime/layout/node-validation.ts); the browser loads a widget's validator when it builds a
    // node itself, prefetched when idle after the load. Named by a group, each chunk would need the
    // bundler's namespace helper, which then became a first-load request of its own.
    if (id.startsWith(VALIDATOR_PREFIX)) return null;
    const roots = rootsOf(id);
    // The entry's own modules are one chunk, the app it starts another.
    if (roots.has("entry")) return "boot";
    if (roots.has("app")) return "app";
    const placed = MODULE_CHUNK.find(([pattern]) => pattern.test(id));
    if (placed) return placed[1];
    const widgets = [...roots].filter(isWidgetComponent);
    if (widgets.length === 0) return null;
    if (widgets.length === 1) {
      const widget = widgets[0] as string;
      // Shared with lazily loaded code too (an editor, a dialog): in the widget's chunk, that code
      // would download the whole widget and its validator for a few modules, so they get a chunk of
      // their own (the layout chunk is on every page anyway).
      if (roots.size === 1 || LAYOUT_WIDGET.test(widget)) return widgetName(widget);
      const feature = FEATURE.exec(id)?.[1];
      return feature ? (FEATURE_CHUNK[feature] ?? `feature-${feature}`) : `${widgetName(widget)}-shared`;
    }
    const feature = FEATURE.exec(id)?.[1];
    return feature ? (FEATURE_CHUNK[feature] ?? `feature-${feature}`) : "layout";
  };

  const named = (id: string, context: ChunkingContextLike): string | null => {
    ctx = context;
    const known = cache.get(id);
    if (known !== undefined) return known;
    const name = nameOf(id);
    cache.set(id, name);
    return name;
  };

  const only = (keep: (name: string) => boolean) => (id: string, context: ChunkingContextLike) => {
    const name = named(id, context);
    return name !== null && keep(name) ? name : null;
  };

  // Each group also takes the dependencies of its modules that no group before it took: first the
  // entry's, then the app (all of it loads when the page hydrates), then the layout chunk (on every page), then the rest.
  // `name` is a function, so each group carries a `debugName` for the bundler's reports.
  return [
    {
      // First, so the app's group does not take the modules the entry shares with it.
      debugName: "boot",
      priority: 5,
      name: only((name) => name === "boot"),
    },
    {
      debugName: "app",
      priority: 4,
      test: () => true,
      name: only((name) => name === "app"),
    },
    { debugName: "layout", priority: 3, name: only((name) => name === "layout") },
    {
      // Placed modules, ahead of the rest: in one group with the other widgets and features, a module
      // shared by two features went with whichever chunk's sweep reached it first.
      debugName: "placed modules",
      priority: 2,
      name: (id: string, context: ChunkingContextLike) => {
        const name = named(id, context);
        return MODULE_CHUNK.some(([pattern, chunk]) => chunk === name && pattern.test(id)) ? name : null;
      },
    },
    {
      debugName: "widgets and features",
      priority: 1,
      name: only((name) => name !== "app" && name !== "layout"),
    },
  ];
}

interface ManifestEntry {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  [key: string]: unknown;
}
interface OutputChunkLike {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
}

/**
 * Keeps Vite's build manifest keyed by every lazily imported module, widgets above all: the server
 * finds a rendered widget's styles and scripts by its source path (server/http/widget-assets.ts), and
 * a lazy module that now shares a chunk with others (a widget and its validator, the sections in the
 * layout chunk) would otherwise have no entry of its own. Each gets a copy of its chunk's entry.
 */
export function widgetManifestPlugin() {
  let root = process.cwd();
  let outDir = "dist/client";
  return {
    name: "plaza:widget-manifest",
    apply: "build" as const,
    configResolved(config: { root: string; build: { outDir: string; ssr: unknown } }) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(
      this: { getModuleInfo(id: string): ModuleInfoLike | null },
      _options: unknown,
      bundle: Record<string, OutputChunkLike>,
    ) {
      const file = path.join(outDir, ".vite", "manifest.json");
      if (!fs.existsSync(file)) return;
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
      const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
      let added = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const own = byFile.get(chunk.fileName);
        if (!own) continue;
        for (const id of chunk.moduleIds ?? []) {
          if (id === chunk.facadeModuleId || id.startsWith("\0") || id.includes("node_modules")) continue;
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const key = path.relative(root, id).split(path.sep).join("/");
          if (manifest[key]) continue;
          manifest[key] = { ...own, src: key, isDynamicEntry: true };
          added++;
        }
      }
      if (added > 0) fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}
