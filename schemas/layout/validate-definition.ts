import type { FieldError } from "../entities/error.schema";
import { checkDefinition, nodeSchemas, type DefinitionValidators } from "./check-definition";
import { compileSchema, widgetPropsValidator } from "./widget-validator";

/**
 * The definition validators compiled with ajv at run time: the server's, and the tests'. The browser
 * never uses them (compiling needs 'unsafe-eval'): the layout editor imports the same validators as
 * code the server compiled ahead of time (server/layouts/definition-validator-module.ts).
 */
export const ajvDefinitionValidators: DefinitionValidators = {
  widget: widgetPropsValidator,
  middleware: compileSchema(nodeSchemas.middleware),
  fragmentImpls: compileSchema(nodeSchemas.fragmentImpls),
  literalNode: compileSchema(nodeSchemas.literalNode),
};

/**
 * Checks a layout definition before it is saved (see {@link checkDefinition}), with validators ajv
 * compiles on the server.
 */
export function validateDefinition(definition: { layout?: unknown; titleBar?: unknown }): FieldError[] {
  return checkDefinition(definition, ajvDefinitionValidators);
}
