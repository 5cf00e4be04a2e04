const MAX_DEPTH = 40;

/**
 * The text of a rich2 document's leaves, one line per block, for showing a stored document that
 * fails validation (legacy or damaged data) as plain text instead of raw JSON. Mentions keep their
 * "@name"; nesting deeper than 40 levels is ignored.
 */
export function rich2Text(doc: unknown): string {
  const lines: string[] = [];
  let line = "";
  const walk = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach((child) => walk(child, depth + 1));
    const { text, children, type, name } = node as Record<string, unknown>;
    if (typeof text === "string") line += text;
    if (type === "mention" && typeof name === "string") line += `@${name}`;
    else if (Array.isArray(children)) walk(children, depth + 1);
    if (depth <= 1 && line !== "") {
      lines.push(line);
      line = "";
    }
  };
  walk(doc, 0);
  if (line !== "") lines.push(line);
  return lines.join("\n\n");
}
