import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import ucs2length from "ajv/dist/runtime/ucs2length.js";

/** ajv's one run-time helper in standalone code, inlined so the module imports nothing. */
const RUNTIME_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';

function interop<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}

/** Compiled modules by revision (a revision's schema never changes), the most recent kept. */
const compiled = new Map<string, string>();
const KEEP = 50;

/**
 * An ES module whose default export checks a declared widget type's props: ajv standalone code of
 * the schema (errors on `.errors`, in ajv's shape), so the browser compiles nothing and its CSP
 * needs no 'unsafe-eval'. Formats are not checked (their code would need ajv-formats).
 */
export function propsValidatorModule(fragmentRevisionUUID: string, schema: Record<string, unknown>): string {
  const kept = compiled.get(fragmentRevisionUUID);
  if (kept !== undefined) return kept;
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes: false,
    useDefaults: false,
    validateFormats: false,
    code: { source: true, esm: true },
  });
  const copy: Record<string, unknown> = { ...schema };
  delete copy.$id;
  const validate = ajv.compile(copy);
  const code = interop(standaloneCode)(ajv, validate).split(RUNTIME_REQUIRE).join("ucs2length");
  if (/\brequire\(/.test(code))
    throw new Error("The props schema needs an ajv run-time module the browser lacks.");
  const module = [
    `const ucs2length = ${interop(ucs2length).toString()};`,
    code.replace(/^"use strict";/, ""),
    "",
  ].join("\n");
  compiled.set(fragmentRevisionUUID, module);
  if (compiled.size > KEEP) compiled.delete(compiled.keys().next().value!);
  return module;
}
