import path from "node:path";
import { build as esbuild } from "esbuild";
import { runnerImport, type Plugin } from "vite";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { withoutIds } from "../schemas/without-ids.ts";
import type { WidgetCatalogEntry } from "../schemas/widgets/index";

const VIRTUAL_ID = "virtual:widget-validators";
const ONE_PREFIX = "virtual:widget-validators/";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_ONE_PREFIX = `\0${ONE_PREFIX}`;
/** ajv's one runtime helper the validators call, as one shared module instead of a copy in each. */
export const VALIDATOR_RUNTIME_ID = "virtual:widget-validator-runtime";
const RESOLVED_RUNTIME_ID = `\0${VALIDATOR_RUNTIME_ID}`;
const RUNTIME_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';
/** ajv's `ucs2length` (string length in code points, for maxLength and minLength), as ESM. */
const RUNTIME_CODE = `export function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
`;

/** Keywords whose value is a map of schemas, and those whose value is a schema or a list of schemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SUBSCHEMAS = new Set([
  "items",
  "prefixItems",
  "additionalItems",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "allOf",
  "anyOf",
  "oneOf",
]);
/** Annotations: they never change what validates, and the browser never reads them. */
const ANNOTATIONS = new Set(["description", "title", "examples", "$comment"]);

/**
 * A copy of a schema without its annotations (only in schema positions: a property named `title`, or
 * an `enum` or `default` value, stays as it is).
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema as Record<string, unknown>)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => {
        if (SCHEMA_MAPS.has(key) && value && typeof value === "object" && !Array.isArray(value)) {
          return [
            key,
            Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)])),
          ];
        }
        return [key, SUBSCHEMAS.has(key) ? withoutAnnotations(value) : value];
      }),
  );
}

/**
 * ajv's standalone code keeps the whole schema as a constant, of which it reads a few parts: the
 * values an error reports (`enum`, `type`, ...) and, to look up known keys, some `properties` maps.
 * The constant is cut down to those parts: each value read is copied as it is, and a `properties`
 * map only used for `hasOwnProperty.call(map, key)` keeps its keys. Code in any other shape is left
 * as it was (tests/widgets/validators-match-schemas.test.ts compares the answers with the schema's).
 */
export function withOnlyReadSchemaParts(code: string): string {
  const found = /const (schema\d+) = (\{.*?\});(?=const |function |export )/s.exec(code);
  if (!found) return code;
  const [whole, name, json] = found as unknown as [string, string, string];
  let schema: unknown;
  try {
    schema = JSON.parse(json);
  } catch {
    return code;
  }
  const rest = code.replace(whole, "");
  const paths = new Set(
    [...rest.matchAll(new RegExp(`\\b${name}((?:\\.[A-Za-z_$][\\w$]*)*)(?![\\w$[])`, "g"))].map(
      (m) => m[1] ?? "",
    ),
  );
  // A bare or computed use (`schema11`, `schema11[...]`) could read anything: keep all.
  if (paths.has("") || new RegExp(`\\b${name}\\s*\\[`).test(rest)) return code;
  const keysOnly = (path: string) =>
    path.endsWith(".properties") &&
    [
      ...rest.matchAll(new RegExp(`(.{0,6})\\b${name}${path.replace(/[.$]/g, "\\$&")}(?![\\w$.])`, "g")),
    ].every((m) => (m[1] ?? "").endsWith(".call("));
  const pruned: Record<string, unknown> = {};
  const copied: string[] = [];
  for (const path of [...paths].sort((a, b) => a.length - b.length)) {
    // Inside a part copied whole: already there.
    if (copied.some((done) => path.startsWith(`${done}.`))) continue;
    const keys = path.slice(1).split(".");
    let from = schema as Record<string, unknown> | undefined;
    let into = pruned;
    keys.forEach((key, i) => {
      const value = from?.[key];
      if (i === keys.length - 1) {
        if (keysOnly(path) && value && typeof value === "object") {
          const kept = (into[key] ?? {}) as Record<string, unknown>;
          into[key] = Object.fromEntries(Object.keys(value).map((k) => [k, kept[k] ?? 0]));
        } else {
          into[key] = value;
          copied.push(path);
        }
        return;
      }
      const next = into[key];
      into = into[key] = next && typeof next === "object" ? (next as Record<string, unknown>) : {};
      from = value as Record<string, unknown> | undefined;
    });
  }
  return code.replace(whole, `const ${name} = ${JSON.stringify(pruned)};`);
}

/**
 * Compiles one built-in widget schema to standalone validator code (its default export). The output is bundled with
 * esbuild so no `require()` of ajv's runtime helpers is left (they break `vite dev` and plain Node); the one helper
 * they use is imported from {@link VALIDATOR_RUNTIME_ID}, shared by all. What only makes the code longer is left
 * out: the schema's annotations, and each error's `schemaPath` (errors are shown by their instance path, keyword
 * and message, see runtime/layout/validate-props.ts).
 */
export async function compileWidgetValidator(entry: WidgetCatalogEntry, resolveDir: string): Promise<string> {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
  addFormats.default(ajv);
  ajv.addSchema(withoutAnnotations(withoutIds(entry.schema, { keepTop: true })) as object, entry.type);
  const standalone = withOnlyReadSchemaParts(
    standaloneCode(ajv, { validate: entry.type }).replace(/schemaPath: *"(?:[^"\\]|\\.)*",?/g, ""),
  );
  return bundleValidatorModule(standalone, "validate", resolveDir);
}

/**
 * Bundles ajv's standalone code into one minified ES module whose default export is `defaultExport`:
 * no `require()` of ajv's runtime is left, its one helper (ucs2length) imported from
 * {@link VALIDATOR_RUNTIME_ID}. Shared by the widget and the form validators.
 */
export async function bundleValidatorModule(
  standalone: string,
  defaultExport: string,
  resolveDir: string,
): Promise<string> {
  const body = standalone.split(RUNTIME_REQUIRE).join("ucs2length");
  const code = `import { ucs2length } from "${VALIDATOR_RUNTIME_ID}";\n${body}\nexport default ${defaultExport};\n`;
  const bundled = await esbuild({
    external: [VALIDATOR_RUNTIME_ID],
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
      if (id === VALIDATOR_RUNTIME_ID) return RESOLVED_RUNTIME_ID;
      if (id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED_RUNTIME_ID) return RUNTIME_CODE;
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
