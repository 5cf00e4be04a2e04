/** Void rich2 elements: content even without text (schemas/entities/rich2.ts). */
const voidTypes = new Set(["image", "file", "quote", "mention"]);

/**
 * True when a body has no content (content spec §3, §5: "an empty rich-text body is a single empty
 * paragraph"): for rich2, no text beyond whitespace and no image, file, quote or mention; for the
 * other formats, only whitespace. A rich2 body that is not JSON is not called empty here: the body
 * validator reports it.
 */
export function isEmptyBody(body: string, format: string): boolean {
  if (format !== "rich2") return body.trim() === "";
  if (body.trim() === "") return true;
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return false;
  }
  return !hasContent(document);
}

function hasContent(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasContent);
  if (typeof node !== "object" || node === null) return false;
  const record = node as { type?: unknown; text?: unknown; children?: unknown };
  if (typeof record.type === "string" && voidTypes.has(record.type)) return true;
  if (typeof record.text === "string" && record.text.trim() !== "") return true;
  return hasContent(record.children);
}
