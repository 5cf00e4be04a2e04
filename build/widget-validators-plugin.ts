import path from "node:path";
import { build as esbuild } from "esbuild";
import { runnerImport, type Plugin } from "vite";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { withoutIds } from "../schemas/without-ids";
import type { WidgetCatalogEntry } from "../schemas/widgets/index";

const VIRTUAL_ID = "virtual:widget-validators";
const ONE_PREFIX = "virtual:widget-validators/";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_ONE_PREFIX = `\0${ONE_PREFIX}`;

/**
 * Compiles one built-in widget schema to standalone validator code (its default export). The output is bundled with
 * esbuild so no `require()` of ajv's runtime helpers is left (they break `vite dev` and plain Node).
 */
export async function compileWidgetValidator(entry: WidgetCatalogEntry, resolveDir: string): Promise<string> {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
  addFormats.default(ajv);
  ajv.addSchema(withoutIds(entry.schema, { keepTop: true }) as object, entry.type);
  const code = `${standaloneCode(ajv, { validate: entry.type })}\nexport default validate;\n`;
  const bundled = await esbuild({
    stdin: { contents: code, resolveDir, loader: "js" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    minify: true,
    logLevel: "silent",
  });
  return bundled.outputFiles[0]?.text ?? "";
}

/**
 * Serves `virtual:widget-validators`: a loader per built-in widget type of its precompiled
 * validator (`virtual:widget-validators/<Type>`, its own chunk), so the browser never loads the ajv
 * compiler, the CSP needs no 'unsafe-eval', and a page loads only the validators of its widgets.
 */
export function widgetValidatorsPlugin(): Plugin {
  let root = process.cwd();
  let catalog:
    Promise<{ module: { widgetCatalog: readonly WidgetCatalogEntry[] }; dependencies: string[] }> | undefined;
  return {
    name: "plaza-widget-validators",
    configResolved(config) {
      root = config.root;
    },
    watchChange(id) {
      if (id.includes("/schemas/")) catalog = undefined;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && !id.startsWith(RESOLVED_ONE_PREFIX)) return undefined;
      const catalogFile = path.join(root, "schemas/widgets/index.ts");
      catalog ??= runnerImport<{ widgetCatalog: readonly WidgetCatalogEntry[] }>(catalogFile, {
        configFile: false,
        logLevel: "silent",
      });
      const { module, dependencies } = await catalog;
      for (const dependency of dependencies) this.addWatchFile(dependency);
      if (id.startsWith(RESOLVED_ONE_PREFIX)) {
        const type = id.slice(RESOLVED_ONE_PREFIX.length);
        const entry = module.widgetCatalog.find((e) => e.type === type);
        if (!entry) throw new Error(`No widget schema for ${type}.`);
        return compileWidgetValidator(entry, root);
      }
      const loaders = module.widgetCatalog
        .map(
          (entry) =>
            `  ${JSON.stringify(entry.type)}: () => import("${ONE_PREFIX}${entry.type}").then((m) => m.default),`,
        )
        .join("\n");
      return `export default {\n${loaders}\n};\nexport const validatorTypes = ${JSON.stringify(module.widgetCatalog.map((e) => e.type))};\n`;
    },
  };
}
