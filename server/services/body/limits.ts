import type { FieldError } from "../../../schemas/entities/error.schema";
import { normalizeBodyFormat } from "./body-format";

/**
 * Hard limits on a post body, checked on the raw text before anything parses it, so a hostile body
 * costs one linear scan and never reaches a parser that could recurse or stall on it. Real posts
 * stay far below every figure: a long forum post is about 10 KB and a few hundred elements deep 5.
 */
export const BODY_LIMITS = {
  /** Bytes of a rich2 document (JSON is about twice the size of the text it holds). */
  rich2Bytes: 200_000,
  /** Bytes of a markdown, html or text body. */
  textBytes: 100_000,
  /** Open elements inside one another (HTML tags, or JSON arrays and objects of a rich2 document). */
  depth: 50,
  /** HTML tags, or JSON objects of a rich2 document. */
  elements: 5_000,
} as const;

/** A body over a limit: the HTTP status (413 for size, 400 otherwise) and its field error. */
export interface LimitProblem {
  status: 400 | 413;
  error: FieldError;
}

// Elements that never hold others, and elements a new one of the same name closes (HTML's optional
// end tags), so legacy posts written as `<p>one<p>two` do not count as nested.
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const SELF_CLOSING_SIBLINGS = new Set(["p", "li", "dt", "dd", "tr", "td", "th", "option"]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;

/** The first limit a body breaks, or undefined when it is within all of them. */
export function checkBodyLimits(body: string, format: string, field = "body"): LimitProblem | undefined {
  const known = normalizeBodyFormat(format) ?? "text";
  const maxBytes = known === "rich2" ? BODY_LIMITS.rich2Bytes : BODY_LIMITS.textBytes;
  // Length in UTF-16 units is at most the UTF-8 byte count, so the exact count is needed only near the limit.
  if (body.length * 3 > maxBytes && Buffer.byteLength(body, "utf8") > maxBytes) {
    return {
      status: 413,
      error: {
        field,
        code: "tooLarge",
        message: `The body is too large: at most ${Math.round(maxBytes / 1000)} KB.`,
      },
    };
  }
  if (known === "text") return undefined; // text is escaped, never parsed as markup
  const shape = known === "rich2" ? jsonShape(body) : htmlShape(body);
  if (shape.depth > BODY_LIMITS.depth) {
    return {
      status: 400,
      error: {
        field,
        code: "tooDeep",
        message: `The body is nested too deeply: at most ${BODY_LIMITS.depth} levels.`,
      },
    };
  }
  if (shape.elements > BODY_LIMITS.elements) {
    return {
      status: 400,
      error: {
        field,
        code: "tooManyElements",
        message: `The body has too many elements: at most ${BODY_LIMITS.elements.toLocaleString("en")}.`,
      },
    };
  }
  return undefined;
}

interface Shape {
  depth: number;
  elements: number;
}

/**
 * Deepest nesting and element count of HTML (also the raw HTML inside markdown), approximated the
 * way a parser would build the tree: void elements hold nothing, a close tag closes up to its open
 * tag, and p/li/td... close a previous sibling of the same name. The scan stops as soon as a limit
 * is passed, so it is linear in the body and bounded by the depth limit per tag.
 */
function htmlShape(html: string): Shape {
  const stack: string[] = [];
  let depth = 0;
  let elements = 0;
  for (const match of html.matchAll(TAG)) {
    const [, closing, rawName, selfClosing] = match;
    const name = (rawName as string).toLowerCase();
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    elements += 1;
    if (VOID_TAGS.has(name) || selfClosing) continue;
    if (SELF_CLOSING_SIBLINGS.has(name) && stack[stack.length - 1] === name) stack.pop();
    stack.push(name);
    depth = Math.max(depth, stack.length);
    if (depth > BODY_LIMITS.depth || elements > BODY_LIMITS.elements) break;
  }
  return { depth, elements };
}

/** Deepest bracket nesting and object count of JSON text, skipping strings. */
function jsonShape(json: string): Shape {
  let level = 0;
  let depth = 0;
  let elements = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i += 1;
      else if (ch === 34 /* " */) inString = false;
      continue;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      level += 1;
      if (ch === 123) elements += 1;
      if (level > depth) depth = level;
      if (depth > BODY_LIMITS.depth || elements > BODY_LIMITS.elements) break;
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) level -= 1;
  }
  return { depth, elements };
}
