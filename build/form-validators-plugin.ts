import path from "node:path";
import { existsSync } from "node:fs";
import { runnerImport, type Plugin } from "vite";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { bundleValidatorModule, withoutAnnotations } from "./widget-validators-plugin.ts";

/**
 * `virtual:form-validator/<module>`: `<module>` is a path from the project root, without its extension,
 * to a module whose default export maps names to the JSON schemas of generated forms known at build
 * time. The virtual module's default export maps the same names to their validators, compiled here to
 * ajv standalone code, so a generated form validates in the browser without the ajv compiler and the
 * CSP needs no 'unsafe-eval' (runtime/forms/precompiled.ts turns one into an @rjsf validator).
 */
export const FORM_VALIDATOR_PREFIX = "virtual:form-validator/";
const RESOLVED_PREFIX = `\0${FORM_VALIDATOR_PREFIX}`;

/** A form's schemas by name, as a schema module's default export gives them. */
export type FormSchemaSet = Readonly<Record<string, object>>;

/**
 * Compiles each schema of a set to standalone validator code: one ESM module whose default export
 * maps each name to its validator. Errors keep `schemaPath` (@rjsf reads it for required fields);
 * annotations are left out of the code, since they never change what validates.
 */
export async function compileFormValidators(schemas: FormSchemaSet, resolveDir: string): Promise<string> {
  const ajv = new Ajv({
    allErrors: true,
    multipleOfPrecision: 8,
    strict: false,
    code: { source: true, esm: true },
  });
  addFormats.default(ajv);
  const names = Object.keys(schemas);
  const exportsByID: Record<string, string> = {};
  names.forEach((name, i) => {
    const { $id: _id, ...schema } = schemas[name] as { $id?: string };
    ajv.addSchema(withoutAnnotations(schema) as object, `form${i}`);
    exportsByID[`form${i}`] = `form${i}`;
  });
  const map = names.map((name, i) => `  ${JSON.stringify(name)}: form${i},`).join("\n");
  return bundleValidatorModule(standaloneCode(ajv, exportsByID), `{\n${map}\n}`, resolveDir);
}

/** Serves `virtual:form-validator/<module>` (see {@link FORM_VALIDATOR_PREFIX}). */
export function formValidatorsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "plaza-form-validators",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(FORM_VALIDATOR_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const relative = id.slice(RESOLVED_PREFIX.length);
      const base = path.resolve(root, relative);
      if (!base.startsWith(root + path.sep)) throw new Error(`Form schemas outside the project: ${relative}`);
      const file = [".ts", ".tsx", ".js"].map((ext) => base + ext).find((f) => existsSync(f));
      if (!file) throw new Error(`No form schema module at ${relative}.`);
      const { module, dependencies } = await runnerImport<{ default: FormSchemaSet }>(file, {
        configFile: false,
        logLevel: "silent",
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return compileFormValidators(module.default, root);
    },
  };
}
