import { Ajv } from "ajv";
import { expect } from "vitest";
import { withoutIds } from "../../schemas/without-ids";

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const cache = new WeakMap<object, ReturnType<typeof ajv.compile>>();

/**
 * Asserts that an API answer matches its schema exactly (strict ajv, no extra fields where the
 * schema forbids them), so a field the schema forgot cannot slip through unnoticed.
 */
export function expectMatchesSchema(schema: object, data: unknown): void {
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(withoutIds(schema) as object);
    cache.set(schema, validate);
  }
  const ok = validate(data);
  expect(ok ? [] : validate.errors, JSON.stringify(data).slice(0, 500)).toEqual([]);
}
