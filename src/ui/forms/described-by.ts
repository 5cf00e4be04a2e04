import { descriptionId, errorId, type WidgetProps } from "@rjsf/utils";

/**
 * The ids a generated form's control is described by: its description, when it has one, and its
 * errors while it has any (templates.tsx gives those elements these ids).
 */
export function describedBy({ id, schema, options, rawErrors, hideLabel }: WidgetProps): string | undefined {
  const hasDescription = !hideLabel && Boolean(options.description ?? schema.description);
  const ids = [hasDescription ? descriptionId(id) : "", rawErrors?.length ? errorId(id) : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}
