import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import ucs2length from "ajv/dist/runtime/ucs2length.js";
import { nodeSchemas } from "../../schemas/layout/check-definition";
import { withoutIds } from "../../schemas/without-ids";
import { validationSchemaOf } from "../http/form-validator";
import { widgetCatalog, type WidgetCatalogEntry } from "../../schemas/widgets/index";

/** ajv's one run-time helper in standalone code, inlined so the module imports nothing. */
const RUNTIME_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';

/** Bumped when the module's shape changes, so a cached one is not reused. */
const MODULE_FORMAT = 1;

function interop<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}

/**
 * Compiles every schema a layout definition is checked with (each widget's props, node middleware,
 * fragment implementations, literal nodes) to ajv standalone code, as one ES module: the layout
 * editor imports it, so it checks each edit with what the server checks on save, without compiling
 * a schema in the browser (the CSP has no 'unsafe-eval'). Any widget the server knows is in it, not
 * only the built-ins: `entries` is the catalog the server validates with. Formats are not checked
 * by the module (its code would need ajv-formats); the server still checks them on save.
 */
export function compileDefinitionValidators(entries: readonly WidgetCatalogEntry[] = widgetCatalog): string {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes: false,
    useDefaults: false,
    validateFormats: false,
    code: { source: true, esm: true },
  });
  const exportsByID: Record<string, string> = {};
  const { widgets, nodes } = validationSchemas(entries);
  widgets.forEach(([, schema], i) => {
    ajv.addSchema(schema, `w${i}`);
    exportsByID[`w${i}`] = `w${i}`;
  });
  for (const [name, schema] of nodes) {
    ajv.addSchema(schema, name);
    exportsByID[name] = name;
  }
  // Errors are read by their instance path, keyword and params (propErrorsOf): no schemaPath.
  const code = interop(standaloneCode)(ajv, exportsByID)
    .split(RUNTIME_REQUIRE)
    .join("ucs2length")
    .replace(/schemaPath: *"(?:[^"\\]|\\.)*",?/g, "");
  if (/\brequire\(/.test(code))
    throw new Error("A layout schema needs an ajv run-time module the browser lacks.");
  const byType = widgets.map(([type], i) => `${JSON.stringify(type)}: w${i}`).join(", ");
  return [
    `const ucs2length = ${interop(ucs2length).toString()};`,
    code.replace(/^"use strict";/, ""),
    `export default { widgets: { ${byType} }, middleware, fragmentImpls, literalNode };`,
    "",
  ].join("\n");
}

/** What validates, without annotations: per widget type its props schema, and the node schemas. */
function validationSchemas(entries: readonly WidgetCatalogEntry[]) {
  const strip = (schema: object) => validationSchemaOf(withoutIds(schema)) as object;
  return {
    widgets: entries.map((entry): [string, object] => [entry.type, strip(entry.schema)]),
    nodes: Object.entries(nodeSchemas).map(([name, schema]): [string, object] => [name, strip(schema)]),
  };
}

/** A hash of what the module validates (cheap: no compiling), the `v` of its address. */
export function definitionValidatorHash(entries: readonly WidgetCatalogEntry[] = widgetCatalog): string {
  const text = JSON.stringify([MODULE_FORMAT, validationSchemas(entries)]);
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

let builtIn: { hash: string; module: string } | undefined;
let builtInHash: string | undefined;

/** The prebuilt module's file beside the server bundle (scripts/build-server.mjs writes it). */
export const PREBUILT_DEFINITION_VALIDATOR = "definition-validator.js";

/**
 * The module of the server's widget catalog, kept for the process. The built server reads the one
 * its build compiled (compiling takes a second and a half on a busy machine, and would hold every
 * other request up that long); from source (tests, `npm run dev`), or when the prebuilt one
 * validates other schemas than this server's, it is compiled on first use.
 */
export function definitionValidatorModule(
  /** The widget types committed CustomFragments declare (server/layouts/fragment-apply.ts). */
  customEntries: readonly WidgetCatalogEntry[] = [],
): { hash: string; module: string } {
  if (customEntries.length > 0) return moduleWithCustom(customEntries);
  builtIn ??= prebuilt() ?? { hash: definitionValidatorHash(), module: compileDefinitionValidators() };
  return builtIn;
}

/** The hashes of the few most recent sets of declared widget types, by their schema objects. */
const customHashes: Array<{ schemas: readonly object[]; hash: string }> = [];

/** Modules with declared widget types, by what they validate; the few most recent kept. */
const withCustom = new Map<string, { hash: string; module: string }>();

function moduleWithCustom(customEntries: readonly WidgetCatalogEntry[]): { hash: string; module: string } {
  const entries = [...widgetCatalog, ...customEntries];
  const hash = definitionValidatorHash(entries);
  let kept = withCustom.get(hash);
  if (!kept) {
    kept = { hash, module: compileDefinitionValidators(entries) };
    withCustom.set(hash, kept);
    if (withCustom.size > 4) withCustom.delete(withCustom.keys().next().value!);
  }
  return kept;
}

function prebuilt(): { hash: string; module: string } | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), PREBUILT_DEFINITION_VALIDATOR);
  if (!fs.existsSync(file)) return undefined;
  const module = fs.readFileSync(file, "utf8");
  const hash = definitionValidatorHash();
  return module.startsWith(prebuiltHeader(hash)) ? { hash, module } : undefined;
}

/** The first line of a prebuilt module: what it validates. */
export function prebuiltHeader(hash: string): string {
  return `// definition validators ${hash}\n`;
}

/** The address the layout editor imports the module from, pinned to what it validates. */
export function definitionValidatorUrl(customEntries: readonly WidgetCatalogEntry[] = []): string {
  if (customEntries.length > 0) {
    // Hashing every schema takes a while: the hash is kept for the same declared schemas (objects
    // that stay the same while their revisions do).
    const kept = customHashes.find(
      (h) =>
        h.schemas.length === customEntries.length &&
        h.schemas.every((s, i) => s === customEntries[i]!.schema),
    );
    if (kept) return `/api/v2/layouts/definition-validator.js?v=${kept.hash}`;
    const hash = definitionValidatorHash([...widgetCatalog, ...customEntries]);
    customHashes.unshift({ schemas: customEntries.map((entry) => entry.schema), hash });
    customHashes.length = Math.min(customHashes.length, 4);
    return `/api/v2/layouts/definition-validator.js?v=${hash}`;
  }
  builtInHash ??= definitionValidatorHash();
  return `/api/v2/layouts/definition-validator.js?v=${builtInHash}`;
}
