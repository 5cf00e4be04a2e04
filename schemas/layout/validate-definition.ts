import type { FieldError } from "../entities/error.schema";
import {
  checkDefinition,
  customWidgetEntry,
  nodeSchemas,
  type DefinitionValidators,
} from "./check-definition";
import type { WidgetCatalogEntry } from "../widgets/index";
import { compileSchema, widgetPropsValidator } from "./widget-validator";

/**
 * The definition validators compiled with ajv at run time: the server's, and the tests'. The browser
 * never uses them (compiling needs 'unsafe-eval'): the layout editor imports the same validators as
 * code the server compiled ahead of time (server/layouts/definition-validator-module.ts).
 */
export const ajvDefinitionValidators: DefinitionValidators = {
  // A declared widget type is known only to the validators given its schema (validateDefinition).
  widget: (entry) => (customWidgetEntry(entry.type) ? undefined : widgetPropsValidator(entry)),
  middleware: compileSchema(nodeSchemas.middleware),
  fragmentImpls: compileSchema(nodeSchemas.fragmentImpls),
  literalNode: compileSchema(nodeSchemas.literalNode),
};

/**
 * Checks a layout definition before it is saved (see {@link checkDefinition}), with validators ajv
 * compiles on the server.
 */
export function validateDefinition(
  definition: { layout?: unknown; titleBar?: unknown },
  /** The widget types CustomFragments declare (`custom.<fragmentUUID>`), with their props schemas. */
  customEntries: ReadonlyArray<Pick<WidgetCatalogEntry, "type" | "schema">> = [],
): FieldError[] {
  if (customEntries.length === 0) return checkDefinition(definition, ajvDefinitionValidators);
  const byType = new Map(customEntries.map((entry) => [entry.type, entry]));
  return checkDefinition(definition, {
    ...ajvDefinitionValidators,
    widget: (entry) => {
      const custom = byType.get(entry.type);
      return custom ? widgetPropsValidator(custom) : ajvDefinitionValidators.widget(entry);
    },
  });
}
