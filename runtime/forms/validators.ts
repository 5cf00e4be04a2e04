import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from "@rjsf/utils";
// The precompiled validator alone: the package's index also builds the compiling validator (ajv).
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";

/** A validator compiled ahead of time to ajv standalone code: true when valid, errors on itself. */
export interface CompiledValidateFunction {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

// One @rjsf validator per schema object, made on first use and kept while the schema lives.
const validators = new WeakMap<object, ValidatorType>();

/**
 * The @rjsf validator of a form whose schema is known at build time: `validate` is its code compiled
 * by the build (`virtual:form-validator/<module>`, build/form-validators-plugin.ts), so the browser
 * never compiles a schema and the CSP needs no 'unsafe-eval'. Made once per schema and cached.
 */
export function precompiledFormValidator<T = unknown>(
  schema: RJSFSchema,
  validate: CompiledValidateFunction,
): ValidatorType<T> {
  let validator = validators.get(schema);
  if (!validator) {
    const key = (schema[ID_KEY] as string | undefined) ?? hashForSchema(schema);
    const fns = { [key]: validate } as unknown as Parameters<typeof createPrecompiledValidator>[0];
    validator = createPrecompiledValidator(fns, schema);
    validators.set(schema, validator);
  }
  return validator as ValidatorType<T>;
}

/**
 * Turns a schema that arrives at run time (an attachment, config or fragment schema) into its
 * compiled validate function. The browser must not compile it (no ajv compiler in any chunk, no
 * 'unsafe-eval'): the intended compiler asks the server for the schema's standalone validator code,
 * served as a JavaScript module, and imports it. Until one is registered, such forms cannot validate.
 */
export type RuntimeSchemaCompiler = (schema: RJSFSchema) => Promise<CompiledValidateFunction>;

let runtimeCompiler: RuntimeSchemaCompiler | undefined;
const pending = new Map<string, Promise<CompiledValidateFunction>>();

/** Registers how schemas known only at run time are compiled (see {@link RuntimeSchemaCompiler}). */
export function setRuntimeSchemaCompiler(compiler: RuntimeSchemaCompiler | undefined): void {
  runtimeCompiler = compiler;
  pending.clear();
}

/**
 * The @rjsf validator of a schema known only at run time, through the registered compiler; each
 * schema (by content) is compiled once, and its validator cached like a build-time one.
 */
export async function runtimeFormValidator<T = unknown>(schema: RJSFSchema): Promise<ValidatorType<T>> {
  const cached = validators.get(schema);
  if (cached) return cached as ValidatorType<T>;
  if (!runtimeCompiler) {
    throw new Error("No compiler for run-time form schemas is registered (setRuntimeSchemaCompiler).");
  }
  const key = hashForSchema(schema);
  let compiled = pending.get(key);
  if (!compiled) {
    compiled = runtimeCompiler(schema);
    pending.set(key, compiled);
    compiled.catch(() => pending.delete(key));
  }
  return precompiledFormValidator<T>(schema, await compiled);
}
