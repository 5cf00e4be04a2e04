/** A layout's definition as it is compared: its sections and widgets, and its title bar. */
export interface ComparedDefinition {
  layout?: unknown;
  titleBar?: unknown;
}

/** The definition pretty-printed, one property a line, so that a diff reads line by line. */
export function printDefinition(definition: ComparedDefinition): string {
  return `${JSON.stringify({ layout: definition.layout ?? [], titleBar: definition.titleBar ?? null }, null, 2)}\n`;
}
