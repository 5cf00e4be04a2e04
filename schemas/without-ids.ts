/**
 * A copy of a JSON Schema without `$id`s below the top (or at all, with `keepTop: false`). Widget and
 * record schemas embed shared sub-schemas, and one ajv refuses the same `$id` twice. A property that
 * happens to be called `$id` is kept.
 */
export function withoutIds(schema: unknown, options: { keepTop?: boolean } = {}): unknown {
  const strip = (value: unknown, isTop: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item, false));
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== "$id" || (isTop && options.keepTop === true))
        .map(([key, item]) => [
          key,
          key === "properties" || key === "patternProperties" ? stripEach(item) : strip(item, false),
        ]),
    );
  };
  const stripEach = (value: unknown): unknown =>
    value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, strip(v, false)]),
        )
      : value;
  return strip(schema, true);
}
