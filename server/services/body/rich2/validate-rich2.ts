/** Deepest nesting a document may have; deeper ones are refused before recursion can overflow. */
const MAX_DEPTH = 40;
/** Problems reported for one document; the first few are enough to fix the editor's output. */
const MAX_PROBLEMS = 5;

type Kind = "block" | "inline" | "text" | "p" | "li" | "lic" | "liChild";

const blockTypes = ["p", "h2", "h3", "h4", "blockquote", "code_block", "ul", "ol", "image", "file", "quote"];
const inlineChildren: Record<string, Kind> = {
  p: "inline",
  h2: "inline",
  h3: "inline",
  h4: "inline",
  lic: "inline",
};
const voidTypes = new Set(["image", "file", "quote", "mention"]);

/**
 * The problems of a parsed rich2 document against the vocabulary of schemas/entities/rich2.ts, each
 * as "<path>: <problem>" (e.g. `[0].children[1]: unknown element type "video"`); [] when valid.
 * Unsafe link URLs are not problems: the renderer drops those links (content spec §5).
 */
export function validateRich2(doc: unknown): string[] {
  const problems: string[] = [];
  const report = (path: string, problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(`${path || "document"}: ${problem}`);
  };
  if (!Array.isArray(doc)) {
    report("", "the document must be an array of blocks");
    return problems;
  }
  if (doc.length === 0) report("", "the document needs at least one block (an empty paragraph when empty)");
  doc.forEach((node, index) => checkNode(node, "block", `[${index}]`, 1, report));
  return problems;
}

type Report = (path: string, problem: string) => void;

function checkNode(node: unknown, kind: Kind, path: string, depth: number, report: Report): void {
  if (depth > MAX_DEPTH) return report(path, `nesting deeper than ${MAX_DEPTH} levels`);
  if (!isRecord(node)) return report(path, "a node must be an object");
  if (kind === "text" || (kind === "inline" && !("type" in node))) return checkText(node, path, report);
  const type = node.type;
  if (typeof type !== "string") return report(path, 'an element needs a string "type"');
  const allowed = allowedTypes(kind);
  if (!allowed.includes(type)) {
    return report(path, `element type "${type}" is not allowed here (expected ${allowed.join(", ")})`);
  }
  const children = node.children;
  if (!Array.isArray(children) || children.length === 0) {
    return report(path, `element "${type}" needs a non-empty "children" array`);
  }
  checkFields(node, type, path, report);
  if (voidTypes.has(type)) {
    if (children.length !== 1) report(`${path}.children`, `element "${type}" holds exactly one empty text`);
    return checkText(children[0], `${path}.children[0]`, report);
  }
  if (type === "li") return checkListItem(children, path, depth, report);
  const childKind: Kind =
    inlineChildren[type] ?? (type === "blockquote" ? "p" : type === "ul" || type === "ol" ? "li" : "text");
  children.forEach((child, index) =>
    checkNode(child, childKind, `${path}.children[${index}]`, depth + 1, report),
  );
}

function allowedTypes(kind: Kind): string[] {
  switch (kind) {
    case "block":
      return blockTypes;
    case "inline":
      return ["a", "mention"];
    case "p":
      return ["p"];
    case "li":
      return ["li"];
    case "lic":
      return ["lic"];
    case "liChild":
      return ["ul", "ol"];
    default:
      return [];
  }
}

/** li: one lic, optionally followed by one nested ul / ol. */
function checkListItem(children: unknown[], path: string, depth: number, report: Report): void {
  const [content, nested, ...rest] = children;
  checkNode(content, "lic", `${path}.children[0]`, depth + 1, report);
  if (nested !== undefined) checkNode(nested, "liChild", `${path}.children[1]`, depth + 1, report);
  if (rest.length > 0) report(`${path}.children`, "a list item holds at most one nested list");
}

function checkText(node: unknown, path: string, report: Report): void {
  if (!isRecord(node) || typeof node.text !== "string" || "children" in node || "type" in node) {
    return report(path, 'a text leaf is an object with a string "text"');
  }
  for (const mark of ["bold", "italic", "strikethrough", "code"]) {
    if (mark in node && typeof node[mark] !== "boolean") report(path, `mark "${mark}" must be true or false`);
  }
}

/** The required and optional fields of each element type beyond type and children. */
const fields: Record<string, Record<string, "string" | "string?" | "number?" | "integer" | "integer?">> = {
  a: { url: "string" },
  mention: { name: "string", userID: "integer?" },
  image: { url: "string", alt: "string?", width: "number?", height: "number?" },
  file: { url: "string", name: "string", size: "number?", mimeType: "string?" },
  quote: {
    recordType: "string",
    recordID: "integer",
    url: "string",
    authorName: "string",
    authorUserID: "integer?",
    dateInserted: "string?",
    body: "string",
    format: "string",
  },
};

function checkFields(node: Record<string, unknown>, type: string, path: string, report: Report): void {
  for (const [name, rule] of Object.entries(fields[type] ?? {})) {
    const value = node[name];
    const optional = rule.endsWith("?");
    if (value === undefined) {
      if (!optional) report(path, `element "${type}" needs "${name}"`);
      continue;
    }
    const base = rule.replace("?", "");
    const ok =
      base === "string"
        ? typeof value === "string"
        : typeof value === "number" &&
          value >= 0 &&
          (base === "number" ? Number.isFinite(value) : Number.isInteger(value));
    if (!ok)
      report(
        path,
        `"${name}" of "${type}" must be a ${base === "string" ? "string" : `non-negative ${base}`}`,
      );
  }
  if (type === "mention" && node.name === "") report(path, 'a mention needs a non-empty "name"');
  if (type === "quote" && node.recordType !== "discussion" && node.recordType !== "comment") {
    report(path, 'a quote\'s "recordType" is "discussion" or "comment"');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
