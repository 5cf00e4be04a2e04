import { createHash } from "node:crypto";
import { Ajv, type ValidateFunction } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import ucs2length from "ajv/dist/runtime/ucs2length.js";

/** A form schema compiled once: the server's validate function and the same code as an ES module. */
export interface CompiledForm {
  validate: ValidateFunction;
  /** A hash of what validates (annotations and defaults left out): the module's cache key. */
  hash: string;
  /** Standalone validator code, an ES module whose default export is the validate function. */
  module: string;
}

const ANNOTATIONS = new Set(["title", "description", "default", "examples", "$comment"]);
/** ajv's one run-time helper in standalone code, inlined so the module imports nothing. */
const RUNTIME_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';
const UCS2LENGTH = `const ucs2length = ${interop(ucs2length).toString()};`;

/** A CommonJS module's export, whether the loader hands over the function or its namespace. */
function interop<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}

/** The schema without what never changes validity (titles, descriptions, defaults). */
export function validationSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(validationSchemaOf);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key) && !key.startsWith("x-"))
      .map(([key, value]) => [key, subschemas(key, value)]),
  );
}

/** A keyword's value with its subschemas stripped: property names and enum values stay as they are. */
function subschemas(key: string, value: unknown): unknown {
  if (key === "enum" || key === "const" || key === "required") return value;
  if ((key === "properties" || key === "patternProperties") && value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, validationSchemaOf(sub)]));
  }
  return validationSchemaOf(value);
}

// One compiled form per validation schema, for the process (schemas are few and fixed per type).
const compiled = new Map<string, CompiledForm>();

/**
 * A run-time form schema compiled to ajv standalone code (DECISIONS "Generated forms under the CSP"):
 * the server validates posts with it, and serves the same code as a JavaScript module that the
 * browser imports, so no client chunk holds the ajv compiler and the CSP needs no 'unsafe-eval'.
 */
export function compileForm(schema: object): CompiledForm {
  const text = JSON.stringify(validationSchemaOf(schema));
  const cached = compiled.get(text);
  if (cached) return cached;
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
  const validate = ajv.compile(JSON.parse(text) as object);
  const code = interop(standaloneCode)(ajv, validate).split(RUNTIME_REQUIRE).join("ucs2length");
  const module = `${UCS2LENGTH}\n${code.replace(/^"use strict";/, "")}\n`;
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const form = { validate, hash, module };
  compiled.set(text, form);
  return form;
}
