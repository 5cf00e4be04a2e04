import type { WidgetDefinition } from "./define-widget";

/** Widgets by type: the built-ins first, then whatever the app registers. */
export interface Registry {
  /** The widget of a `$reactComponent` name, case-insensitively, or undefined. */
  resolve(type: string): WidgetDefinition | undefined;
  /** Adds or replaces a widget. */
  register(definition: WidgetDefinition): void;
  /** Every registered widget. */
  list(): WidgetDefinition[];
}

/** Creates a registry holding `definitions`. */
export function createRegistry(definitions: readonly WidgetDefinition[] = []): Registry {
  const byKey = new Map<string, WidgetDefinition>();
  const registry: Registry = {
    resolve: (type) => byKey.get(type.toLowerCase()),
    register: (definition) => void byKey.set(definition.type.toLowerCase(), definition),
    list: () => [...byKey.values()],
  };
  definitions.forEach(registry.register);
  return registry;
}
