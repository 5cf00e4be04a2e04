import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { precompiledFormValidator, type CompiledValidateFunction } from "./validators";

/**
 * A form schema that arrives at run time (an attachment's, a translation service's credentials), with
 * the address of its validator module, which the server compiled from it (`x-validator`).
 */
export type ServedFormSchema = RJSFSchema & { "x-validator": string };

/** A compiled validator module as the server serves it: its default export validates. */
export interface ValidatorModule {
  default: CompiledValidateFunction;
}

/** Loads a module by address: the browser's `import()`, allowed by the CSP's 'strict-dynamic'. */
export type ModuleImporter = (url: string) => Promise<ValidatorModule>;

export const importModule: ModuleImporter = (url) =>
  import(/* @vite-ignore */ url) as Promise<ValidatorModule>;

/**
 * The schema's @rjsf validator: its code was compiled on the server (ajv standalone) and is imported
 * as a module, so no ajv compiler reaches the browser and the CSP needs no 'unsafe-eval'.
 */
export async function servedFormValidator<T>(
  schema: ServedFormSchema,
  load: ModuleImporter = importModule,
): Promise<ValidatorType<T>> {
  const module = await load(schema["x-validator"]);
  return precompiledFormValidator<T>(schema, module.default);
}
