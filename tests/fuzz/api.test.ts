// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { Ajv } from "ajv";
import { withoutIds } from "../../schemas/without-ids";
import { arbitraryFromSchema, type JsonSchema } from "./schema-arbitrary";
import {
  createFuzzTarget,
  describeFailure,
  describeReport,
  fuzzSettings,
  runFuzz,
  type FuzzTarget,
} from "./harness";

// About 2,000 generated requests over every route, as a guest, a member, a moderator and an admin:
// no 5xx, API errors in the error shape, 2xx answers inside their schema, no request blocking the
// event loop over 200 ms. A fixed seed (printed on failure) replays a run: FUZZ_SEED=<seed>
// FUZZ_RUNS=<n> npx vitest run tests/fuzz. The long form is bench/fuzz.ts.
const { seed, runs } = fuzzSettings(2_000);

let target: FuzzTarget;
beforeAll(async () => {
  target = await createFuzzTarget();
}, 60_000);
afterAll(() => target?.close());

describe("API fuzzing", () => {
  it("collects every API route with its schema", () => {
    const keys = target.routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toContain("POST /api/v2/discussions");
    expect(keys).toContain("POST /api/v2/media");
    expect(target.routes.filter((route) => route.url.startsWith("/api/v2/")).length).toBeGreaterThan(50);
  });

  // One ajv compile per route schema: the time grows with the API, so it gets a minute.
  it("generates values that each route's own schema accepts", { timeout: 60_000 }, () => {
    // The server's body ajv: strict about types, no coercion (queries coerce, so this is stricter).
    const ajv = new Ajv({
      allErrors: true,
      removeAdditional: false,
      coerceTypes: false,
      useDefaults: true,
      strict: false,
    });
    const problems: string[] = [];
    for (const route of target.routes) {
      for (const part of ["body", "querystring", "params"] as const) {
        const schema = route.schema[part];
        if (!schema) continue;
        const validate = ajv.compile(withoutIds(schema) as object);
        for (const value of fc.sample(arbitraryFromSchema(schema as JsonSchema), { seed, numRuns: 30 })) {
          if (!validate(structuredClone(value))) {
            problems.push(
              `${route.method} ${route.url} ${part}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 200)}`,
            );
            break;
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it(`answers ${runs} hostile and valid-ish requests without a 5xx, a malformed answer or a blocked loop (seed ${seed})`, async () => {
    const report = await runFuzz(target, { seed, runs });
    if (report.failures.length > 0 || report.moreFailures > 0 || report.known.length > 0)
      console.log(describeReport(report));
    expect(report.sent).toBeGreaterThan(runs * 0.95);
    expect(Object.keys(report.notSent).filter((reason) => reason.startsWith("generator"))).toEqual([]);
    expect(
      report.failures.map(describeFailure),
      `seed ${seed}: replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run tests/fuzz`,
    ).toEqual([]);
  }, 300_000);
});
