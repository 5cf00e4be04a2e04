import type { ComponentType } from "react";
import { fragmentTypeOfWidget } from "../../schemas/widgets/fragment-types";

/** A widget's React component: validated props in, DOM out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetComponent<P = any> = ComponentType<P>;

/** One registry entry: a type name, its schema, and a lazy loader for its component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface WidgetDefinition<P = any> {
  /** Registry key; matches `$reactComponent` case-insensitively and the schema's `$id`. */
  type: string;
  /**
   * JSON Schema of the props, for widgets that bring their own (fragments). Built-ins leave it out:
   * their schemas live in schemas/widgets (the catalog) and are validated by build-time validators,
   * so no schema text ships in the first load.
   */
  schema?: object;
  /** Loads the component (each widget is its own chunk). */
  load: () => Promise<{ default: WidgetComponent<P> }>;
  /** A name for people. */
  label: string;
  /** Fragment types that may replace this widget; by default the one its type names (fragment-types.ts). */
  fragmentTypes?: readonly string[];
  /** A skeleton shown while the component loads; defaults to an empty block of `minHeight`. */
  skeletonHeight?: number;
}

/** Declares a widget for the registry (the part Puck calls a ComponentConfig). */
export function defineWidget<P = Record<string, unknown>>(
  definition: WidgetDefinition<P>,
): WidgetDefinition<P> {
  const own = fragmentTypeOfWidget(definition.type);
  return definition.fragmentTypes || !own ? definition : { ...definition, fragmentTypes: [own] };
}
