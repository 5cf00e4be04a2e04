import path from "node:path";
import { build as esbuild } from "esbuild";
import { runnerImport, type Plugin } from "vite";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import type { WidgetCatalogEntry } from "../schemas/widgets/index";

const VIRTUAL_ID = "virtual:widget-validators";
const RAW_ID = "virtual:widget-validators/raw";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_RAW_ID = `\0${RAW_ID}`;

/** Removes `$id`s below the top level, so shared sub-schemas can appear in many widget schemas. */
function withoutNestedIds(schema: unknown, isTop = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withoutNestedIds(s, false));
  if (schema && typeof schema === "object") {
    return Object.fromEntries(
      Object.entries(schema as Record<string, unknown>)
        .filter(([key]) => isTop || key !== "$id")
        .map(([key, value]) => [key, key === "$id" ? value : withoutNestedIds(value, false)]),
    );
  }
  return schema;
}

/**
 * Compiles every built-in widget schema to standalone validator code. The output is bundled with
 * esbuild so no `require()` of ajv's runtime helpers is left (they break `vite dev` and plain Node).
 */
export async function compileWidgetValidators(
  catalog: readonly WidgetCatalogEntry[],
  resolveDir: string,
): Promise<string> {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
  addFormats.default(ajv);
  const exports: Record<string, string> = {};
  for (const entry of catalog) {
    ajv.addSchema(withoutNestedIds(entry.schema) as object, entry.type);
    exports[entry.type] = entry.type;
  }
  const code = standaloneCode(ajv, exports);
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
 * Serves `virtual:widget-validators`: one precompiled validator per built-in widget type, so the
 * browser never loads the ajv compiler and the CSP needs no 'unsafe-eval'.
 */
export function widgetValidatorsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "plaza-widget-validators",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === RAW_ID) return RESOLVED_RAW_ID;
      return undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_RAW_ID) return undefined;
      const catalogFile = path.join(root, "schemas/widgets/index.ts");
      const { module, dependencies } = await runnerImport<{ widgetCatalog: readonly WidgetCatalogEntry[] }>(
        catalogFile,
        {
          configFile: false,
          logLevel: "silent",
        },
      );
      for (const dependency of dependencies) this.addWatchFile(dependency);
      if (id === RESOLVED_RAW_ID) return compileWidgetValidators(module.widgetCatalog, root);
      const names = module.widgetCatalog.map((entry) => entry.type);
      return [
        `import * as validators from "${RAW_ID}";`,
        "export default validators;",
        `export const validatorTypes = ${JSON.stringify(names)};`,
      ].join("\n");
    },
  };
}
