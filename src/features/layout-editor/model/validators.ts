import type { DefinitionValidators } from "../../../../schemas/layout/check-definition";

let current: DefinitionValidators | null = null;

/**
 * Sets the validators the model checks every edit with: in the browser, the server's compiled
 * module (editor-api.ts `definitionValidators`); in node tests, ajv's. Set before the first edit.
 */
export function setDefinitionValidators(validators: DefinitionValidators): void {
  current = validators;
}

/** The validators set by {@link setDefinitionValidators}; throws before they are set. */
export function definitionValidators(): DefinitionValidators {
  if (!current) throw new Error("The layout editor's validators are not loaded yet.");
  return current;
}
