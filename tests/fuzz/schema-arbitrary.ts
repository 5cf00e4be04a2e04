import fc from "fast-check";

/** The part of JSON Schema the mapper reads; anything else in a schema is ignored. */
export interface JsonSchema {
  type?: string | readonly string[];
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  patternProperties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

/** Lets the caller replace the arbitrary of a named property (ids of existing records, post bodies). */
export type PropertyHint = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

export interface SchemaArbitraryOptions {
  /** Called for every object property before the schema is mapped. */
  hint?: PropertyHint;
  /** Longest string generated when the schema allows more (huge sizes are the hostile generators' job). */
  maxStringLength?: number;
  /** Most array items and free-form object keys generated when the schema allows more. */
  maxItems?: number;
}

const DEFAULT_MAX_STRING = 60;
const DEFAULT_MAX_ITEMS = 5;

/**
 * Text that is mostly readable, sometimes any code point: what people type, in any script. Lengths
 * count code points, as JSON Schema (and ajv) do, so multi-code-point graphemes are cut to fit.
 */
function textArbitrary(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fc.string({ minLength, maxLength, unit: "grapheme-ascii" }), weight: 3 },
      { arbitrary: fc.string({ minLength, maxLength, unit: "grapheme" }), weight: 2 },
      { arbitrary: fc.string({ minLength, maxLength, unit: "binary" }), weight: 1 },
    )
    .map((s) => {
      const codePoints = [...s];
      return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join("") : s;
    });
}

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
    case "uri-reference":
      return fc.webUrl();
    case "date-time":
      return fc
        .date({
          min: new Date("1970-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({
          min: new Date("1970-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case "uuid":
      return fc.uuid();
    default:
      return undefined;
  }
}

function stringArbitrary(schema: JsonSchema, options: Required<Omit<SchemaArbitraryOptions, "hint">>) {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? Infinity, minLength + options.maxStringLength),
  );
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern !== undefined) {
    // JSON Schema patterns are unanchored ECMAScript regular expressions, like stringMatching's.
    // Lengths are met by repeating the match (right for `^[class]+$`-like patterns) rather than by a
    // filter, which could reject forever and hang the generator.
    const regex = new RegExp(schema.pattern, "u");
    return fc
      .oneof(
        fc.stringMatching(regex, { size: "small" }),
        fc.stringMatching(regex, { size: "medium" }),
        fc.stringMatching(regex, { size: "large" }),
      )
      .map((s) => fitLength(s, minLength, maxLength, (t) => regex.test(t)));
  }
  const formatted = schema.format ? formatArbitrary(schema.format) : undefined;
  if (formatted) {
    return fc
      .oneof(formatted, textArbitrary(minLength, maxLength))
      .map((s) => (fits(s) ? s : s.slice(0, maxLength)));
  }
  return textArbitrary(minLength, maxLength);
}

/** `s` repeated or cut to fit the lengths where the result still passes `accept`; else `s` as it is. */
function fitLength(s: string, minLength: number, maxLength: number, accept: (t: string) => boolean): string {
  if (s.length >= minLength && s.length <= maxLength) return s;
  if (s.length > maxLength) {
    // Cut at the longest length the pattern still accepts (a cut may end on a "." or "-"), from the
    // string, then from it without its leading spaces (a long run of them before a "https://").
    for (const whole of [s, s.trimStart()]) {
      for (let length = maxLength; length >= Math.max(minLength, maxLength - 20); length -= 1) {
        if (accept(whole.slice(0, length))) return whole.slice(0, length);
      }
    }
    if (minLength === 0 && accept("")) return "";
    return s;
  }
  const unit = s.length > 0 ? s : "a";
  const fitted = unit.repeat(Math.ceil(minLength / unit.length)).slice(0, maxLength);
  return accept(fitted) ? fitted : s;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : schema.minimum;
  const high =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : schema.maximum;
  if (integer) {
    const min = low !== undefined ? Math.ceil(low) : -1_000_000;
    const max = high !== undefined ? Math.floor(high) : Math.max(min, 0) + 1_000_000;
    const arb = fc.integer({ min, max: Math.max(min, max) });
    return schema.multipleOf ? arb.map((n) => n - (n % schema.multipleOf!)) : arb;
  }
  return fc.double({
    min: low ?? -1e9,
    max: high ?? 1e9,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** An arbitrary of values a JSON Schema accepts: request parts that reach the handler. */
export function arbitraryFromSchema(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const limits = {
    maxStringLength: options.maxStringLength ?? DEFAULT_MAX_STRING,
    maxItems: options.maxItems ?? DEFAULT_MAX_ITEMS,
  };
  const map = (s: JsonSchema): fc.Arbitrary<unknown> => {
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives && alternatives.length > 0) {
      const { anyOf: _a, oneOf: _o, ...rest } = s;
      return fc.oneof(...alternatives.map((alt) => map({ ...rest, ...alt })));
    }
    if (s.allOf && s.allOf.length > 0) {
      const { allOf, ...rest } = s;
      return map(allOf.reduce<JsonSchema>((merged, part) => mergeSchemas(merged, part), rest));
    }
    const types = typeof s.type === "string" ? [s.type] : s.type;
    if (types && types.length > 1) return fc.oneof(...types.map((type) => map({ ...s, type })));
    const type = types?.[0] ?? (s.properties ? "object" : s.items ? "array" : undefined);
    switch (type) {
      case "string":
        return stringArbitrary(s, limits);
      case "integer":
        return numberArbitrary(s, true);
      case "number":
        return numberArbitrary(s, false);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const item = s.items ? map(s.items) : fc.jsonValue({ maxDepth: 1 });
        const minLength = s.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(s.maxItems ?? Infinity, minLength + limits.maxItems));
        return s.uniqueItems
          ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
          : fc.array(item, { minLength, maxLength });
      }
      case "object":
        return objectArbitrary(s);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };

  const objectArbitrary = (s: JsonSchema): fc.Arbitrary<unknown> => {
    const properties = s.properties ?? {};
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, propertySchema] of Object.entries(properties)) {
      model[name] = options.hint?.(name, propertySchema) ?? map(propertySchema);
    }
    // minProperties is met by making the first properties required, not by a filter (which could
    // reject forever).
    const required = [
      ...new Set([
        ...(s.required ?? []).filter((name) => name in properties),
        ...Object.keys(properties).slice(0, s.minProperties ?? 0),
      ]),
    ];
    const known = fc.record(model, { requiredKeys: required });
    const extraSchema =
      s.additionalProperties === false
        ? undefined
        : s.additionalProperties === true || s.additionalProperties === undefined
          ? undefined
          : s.additionalProperties;
    // Free-form objects (no properties, extras allowed) get a few keys of their own.
    const free =
      s.additionalProperties !== false && Object.keys(properties).length === 0
        ? fc.dictionary(
            fc.string({ minLength: 1, maxLength: 12 }),
            extraSchema ? map(extraSchema) : fc.jsonValue({ maxDepth: 1 }),
            {
              minKeys: Math.min(s.minProperties ?? 0, limits.maxItems),
              maxKeys: limits.maxItems,
            },
          )
        : fc.constant({});
    return fc.tuple(known, free).map(([k, f]) => ({ ...f, ...k }));
  };

  return map(schema);
}

function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  return {
    ...a,
    ...b,
    properties: { ...a.properties, ...b.properties },
    required: [...(a.required ?? []), ...(b.required ?? [])],
  };
}
