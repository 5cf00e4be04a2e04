import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/*
 * Reads Vanilla Forums' API v2 OpenAPI files (kept outside the repository; the directory is given
 * by the test that uses this) and answers, for a GET path, the JSON Schema of its 200 answer with
 * every `$ref` resolved inline, so ajv can check Plaza's answers against it.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** One parsed OpenAPI file, by its file name. */
export type VanillaSpec = Map<string, JsonObject>;

/** Every `.yml` file of the directory, parsed. */
export function loadVanillaSpec(dir: string): VanillaSpec {
  const spec: VanillaSpec = new Map();
  for (const name of readdirSync(dir)) {
    if (!/\.ya?ml$/.test(name)) continue;
    spec.set(name, load(readFileSync(join(dir, name), "utf8")) as JsonObject);
  }
  return spec;
}

/** The GET paths every file defines, as written there (`/users/{id}`, `/fragments/:fragmentUUID`). */
export function vanillaGetPaths(spec: VanillaSpec): { file: string; path: string }[] {
  const paths: { file: string; path: string }[] = [];
  for (const [file, doc] of spec) {
    const defined = (doc.paths ?? {}) as JsonObject;
    for (const [path, item] of Object.entries(defined)) {
      if (item && typeof item === "object" && !Array.isArray(item) && item.get) paths.push({ file, path });
    }
  }
  return paths;
}

/** A path with its parameters as `{}` and no trailing slash, for matching paths across both APIs. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}|:[A-Za-z]+/g, "{}").replace(/(.)\/$/, "$1");
}

/** Files a reference names that are not in the directory (their schemas accept anything). */
export const missingFiles = new Set<string>();

function pointerGet(doc: Json, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const raw of pointer.split("/").filter(Boolean)) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * `node` with every `$ref` replaced by what it points at, read from the file it names (only the
 * file name counts: references are written for Vanilla's own folder layout). A reference to a file
 * not in the directory, or back into itself, becomes `{}`.
 */
function resolve(spec: VanillaSpec, file: string, node: Json, stack: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => resolve(spec, file, item, stack));
  if (!node || typeof node !== "object") return node;
  const ref = node.$ref;
  if (typeof ref === "string") {
    const [target = "", pointer = ""] = ref.split("#");
    let targetFile = target ? (target.split("/").pop() ?? "") : file;
    const doc = spec.get(targetFile);
    if (!doc) {
      missingFiles.add(targetFile);
      return {};
    }
    let found = pointerGet(doc, pointer);
    // Vanilla merges its files into one document, so a local reference may name another file's part.
    if (found === undefined) {
      for (const [other, otherDoc] of spec) {
        found = pointerGet(otherDoc, pointer);
        if (found !== undefined) {
          targetFile = other;
          break;
        }
      }
    }
    if (found === undefined) throw new Error(`Unresolved reference ${ref} in ${file}`);
    const key = `${targetFile}#${pointer}`;
    if (stack.includes(key)) return {};
    return resolve(spec, targetFile, found, [...stack, key]);
  }
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(node)) out[name] = resolve(spec, file, value, stack);
  return out;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema: `null` added to the type (and the enum). */
function withNulls(node: Json): Json {
  if (Array.isArray(node)) return node.map(withNulls);
  if (!node || typeof node !== "object") return node;
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(node)) {
    // Keys under `properties` are names, not keywords: recurse into each value only.
    if (name === "properties" && value && typeof value === "object" && !Array.isArray(value)) {
      out[name] = Object.fromEntries(Object.entries(value).map(([key, sub]) => [key, withNulls(sub)]));
    } else if (name === "example" || name === "default") out[name] = value;
    else out[name] = withNulls(value);
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") out.type = [out.type, "null"];
    else if (Array.isArray(out.type)) out.type = [...out.type, "null"];
    else return { anyOf: [out, { type: "null" }] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

/** The JSON Schema of the 200 answer of `GET path` in `file`, or null when it has no JSON body. */
export function responseSchema(spec: VanillaSpec, file: string, path: string): object | null {
  const doc = spec.get(file);
  const item = doc && pointerGet(doc, `/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  if (!item) throw new Error(`No ${path} in ${file}`);
  const ok = resolve(spec, file, pointerGet(item, "/get/responses/200") ?? null);
  const schema = ok && pointerGet(ok, "/content/application~1json/schema");
  return schema && typeof schema === "object" ? (withNulls(schema) as object) : null;
}

/** The media types of a GET route's 200 answer in Vanilla's file (`text/css`, `application/json`, ...). */
export function responseContentTypes(spec: VanillaSpec, file: string, path: string): string[] {
  const doc = spec.get(file);
  const item = doc && pointerGet(doc, `/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  const ok = item ? resolve(spec, file, pointerGet(item, "/get/responses/200") ?? null) : null;
  const content = ok && pointerGet(ok, "/content");
  return content && typeof content === "object" ? Object.keys(content) : [];
}

/** An ajv for OpenAPI 3.0 schemas: formats checked, the spec's extension keywords ignored. */
export function vanillaAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

/** Compiles a schema from {@link responseSchema}. */
export function compileResponse(ajv: Ajv, schema: object): ValidateFunction {
  return ajv.compile(schema);
}
