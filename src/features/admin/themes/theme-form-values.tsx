import { createContext, useContext, type ComponentType } from "react";
import { getDefaultRegistry } from "@rjsf/core";
import type { RegistryWidgetsType, RJSFSchema, WidgetProps } from "@rjsf/utils";
import type { FormRegistry } from "../../../../runtime/forms";
import { plazaFormRegistry } from "../../../ui/forms";

/** Told each value a field of the theme form takes, by the field's id, as it is typed. */
type ReportValue = (fieldID: string, value: unknown) => void;

const ReportValueContext = createContext<ReportValue>(() => {});

/** Gives the theme form's fields a listener to their values (see {@link themeFormRegistry}). */
export const ThemeFormValuesProvider = ReportValueContext.Provider;

function reporting(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Reporting(props: WidgetProps) {
    const report = useContext(ReportValueContext);
    return (
      <Widget
        {...props}
        onChange={(value, errorSchema, id) => {
          props.onChange(value, errorSchema, id);
          report(props.id, value);
        }}
      />
    );
  }
  return Reporting;
}

const widgets = { ...getDefaultRegistry().widgets, ...plazaFormRegistry.widgets };

/**
 * Plaza's form controls, each also telling {@link ThemeFormValuesProvider} its value at every
 * change: the theme preview follows the form while it is typed in, not only on save.
 */
export const themeFormRegistry: FormRegistry = {
  ...plazaFormRegistry,
  widgets: Object.fromEntries(
    Object.entries(widgets).map(([name, widget]) => [name, reporting(widget as ComponentType<WidgetProps>)]),
  ) as RegistryWidgetsType,
};

/** The property paths of a schema's values (its leaves), longest first. */
export function leafPaths(schema: RJSFSchema, path: string[] = []): string[][] {
  const properties = schema.properties;
  if (schema.type !== "object" || !properties) return path.length ? [path] : [];
  return Object.entries(properties)
    .flatMap(([name, child]) => leafPaths(child as RJSFSchema, [...path, name]))
    .sort((a, b) => b.length - a.length);
}

/**
 * The value at a field's path within `data`, a copy: a field's id is the form's prefix and its
 * path joined with "_" (@rjsf's ids), so the path is the one the id ends with.
 */
export function withFieldValue<T extends object>(
  data: T,
  paths: string[][],
  fieldID: string,
  value: unknown,
): T {
  const path = paths.find((candidate) => fieldID.endsWith(`_${candidate.join("_")}`));
  if (!path) return data;
  const copy = structuredClone(data) as Record<string, unknown>;
  let at = copy;
  for (const segment of path.slice(0, -1)) {
    const next = at[segment];
    at = (at[segment] = next && typeof next === "object" ? next : {}) as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined || value === "") delete at[last];
  else at[last] = value;
  return copy as T;
}
