/**
 * Reads an `expand` query value (DECISIONS "Queries": a comma list or the bracket form, `all` for
 * every field, `-name` to leave one out) into the set of `known` fields it asks for.
 */
export function readExpand<T extends string>(raw: unknown, known: readonly T[]): Set<T> {
  const values = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  const wanted = new Set<T>();
  if (values.includes("all") || values.includes("true")) known.forEach((name) => wanted.add(name));
  for (const value of values) {
    if ((known as readonly string[]).includes(value)) wanted.add(value as T);
  }
  for (const value of values) {
    if (value.startsWith("-")) wanted.delete(value.slice(1) as T);
  }
  return wanted;
}
