import type { FastifyInstance } from "fastify";
import { Ajv, type ValidateFunction } from "ajv";
import { withoutIds } from "../../schemas/without-ids";
import { MAX_INTEGER } from "../../schemas/api/params.schema";

/** The most field errors one answer lists (the first ones, in the order ajv found them). */
export const MAX_FIELD_ERRORS = 50;

/**
 * Compiles the routes' schemas: bodies are validated strictly (no coercion, nothing removed);
 * queries and params may coerce, and their numbers must fit the database's integer columns.
 */
export function installRequestValidation(app: FastifyInstance): void {
  const strictAjv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    coerceTypes: false,
    useDefaults: true,
    strict: false,
  });
  const queryAjv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    coerceTypes: "array",
    useDefaults: true,
    strict: false,
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = withFewErrors(
      (httpPart === "body" ? strictAjv : queryAjv).compile(withoutIds(schema) as object),
    );
    return httpPart === "body" ? validate : withIntegersInRange(validate);
  });
}

/**
 * Numbers in the address (ids, pages, limits) must fit the database's integer columns: PostgreSQL
 * refuses a larger one in a comparison where SQLite would find no row, so both answer 400 here.
 */
function withIntegersInRange(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const errors = Object.entries((data ?? {}) as Record<string, unknown>)
      .flatMap(([field, value]) =>
        Array.isArray(value) ? value.map((item) => [field, item] as const) : [[field, value] as const],
      )
      .filter(([, value]) => typeof value === "number" && Math.abs(value) > MAX_INTEGER)
      .map(([field]) => ({
        instancePath: `/${field}`,
        schemaPath: "#/maximum",
        keyword: "maximum",
        params: { comparison: "<=", limit: MAX_INTEGER },
        message: `must be <= ${MAX_INTEGER}`,
      }));
    checked.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  }) as ValidateFunction;
  return checked;
}

/**
 * A validator whose errors are cut to {@link MAX_FIELD_ERRORS}: a body of 100,000 wrong items
 * would otherwise answer 100,000 field errors (8 MB, built and sent while the loop waits).
 */
function withFewErrors(validate: ValidateFunction): ValidateFunction {
  const limited = ((data: unknown) => {
    const valid = validate(data);
    limited.errors = valid ? null : (validate.errors ?? []).slice(0, MAX_FIELD_ERRORS);
    return valid;
  }) as ValidateFunction;
  return limited;
}
