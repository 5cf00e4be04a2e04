/**
 * A TypeScript declaration of a widget's props from its JSON Schema, so a fragment's code is checked
 * against the props it really gets (the in-browser editor and `npm run fragment:new` both use it).
 * Pure, small and dependency-free: it runs in the browser. Covers the schema keywords the widget
 * schemas use; anything else becomes `unknown`.
 */

type Schema = Readonly<Record<string, unknown>>;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

function docComment(schema: Schema, indent: string): string {
  const text = typeof schema.description === "string" ? schema.description.replace(/\*\//g, "* /") : "";
  return text ? `${indent}/** ${text} */\n` : "";
}

function union(types: string[]): string {
  const unique = [...new Set(types)];
  return unique.length === 0 ? "never" : unique.join(" | ");
}

/** The TypeScript type of one schema, at `depth` levels of indentation. */
export function schemaToType(schema: unknown, depth = 0): string {
  if (schema === true || schema === undefined) return "unknown";
  if (schema === false) return "never";
  if (typeof schema !== "object" || schema === null) return "unknown";
  const s = schema as Schema;
  if ("const" in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return union(s.enum.map((value) => JSON.stringify(value)));
  for (const key of ["anyOf", "oneOf"] as const) {
    const options = s[key];
    if (Array.isArray(options)) return union(options.map((option) => schemaToType(option, depth)));
  }
  const type = s.type;
  if (Array.isArray(type)) return union(type.map((one) => schemaToType({ ...s, type: one }, depth)));
  switch (type) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array": {
      const item = schemaToType(s.items, depth);
      return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case "object":
      return objectType(s, depth);
    default:
      return s.properties ? objectType(s, depth) : "unknown";
  }
}

function objectType(s: Schema, depth: number): string {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const indent = "  ".repeat(depth + 1);
  const lines = Object.entries(properties).map(([name, property]) => {
    const optional = required.has(name) ? "" : "?";
    const doc = typeof property === "object" && property ? docComment(property as Schema, indent) : "";
    return `${doc}${indent}${propertyKey(name)}${optional}: ${schemaToType(property, depth + 1)};`;
  });
  if (s.additionalProperties !== false && !Object.keys(properties).length) {
    lines.push(`${indent}[key: string]: ${schemaToType(s.additionalProperties, depth + 1)};`);
  }
  return lines.length ? `{\n${lines.join("\n")}\n${"  ".repeat(depth)}}` : "Record<string, never>";
}

/** A module text declaring `export interface Props` (or the given name) from a props schema. */
export function propsDeclaration(schema: unknown, interfaceName = "Props"): string {
  const body = schemaToType(schema);
  const doc = typeof schema === "object" && schema ? docComment(schema as Schema, "") : "";
  if (body.startsWith("{")) return `${doc}export interface ${interfaceName} ${body}\n`;
  return `${doc}export type ${interfaceName} = ${body};\n`;
}
