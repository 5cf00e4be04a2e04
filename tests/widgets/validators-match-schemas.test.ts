import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import validatorLoaders from "virtual:widget-validators";
import { widgetCatalog } from "../../schemas/widgets/index";
import { withoutIds } from "../../schemas/without-ids";
import { widgetFolderOf } from "../../runtime/registry/widget-folder";
import type { PropsValidator } from "../../runtime/layout/validate-props";

// The build-time validators leave out the schemas' annotations and each error's schemaPath to be
// smaller (build/widget-validators-plugin.ts). They must still accept and refuse exactly what the
// full schema does, with the same errors: compared here with ajv compiling the schema as written,
// on every fixture and on changed copies of them (wrong types, unknown keys, empty values).

const fixtureModules = import.meta.glob<Record<string, Record<string, Record<string, unknown>>>>(
  "../../widgets/*/fixtures.ts",
  { eager: true },
);
function fixturesOf(type: string): Record<string, unknown>[] {
  const module = fixtureModules[`../../widgets/${widgetFolderOf(type)}/fixtures.ts`];
  return module ? Object.values(Object.values(module)[0] ?? {}) : [];
}

const REPLACEMENTS: unknown[] = [
  null,
  12345,
  -1,
  1.5,
  "",
  "x".repeat(2000),
  true,
  [],
  {},
  [{}],
  { unknown: 1 },
];

/** Copies of `value` with one place changed: each object key and array item, up to four levels deep. */
function variantsOf(value: unknown, depth = 0): unknown[] {
  const out: unknown[] = [];
  if (depth > 3) return out;
  if (Array.isArray(value)) {
    value.slice(0, 3).forEach((item, i) => {
      for (const replacement of [...REPLACEMENTS, ...variantsOf(item, depth + 1)]) {
        const copy = [...value];
        copy[i] = replacement;
        out.push(copy);
      }
    });
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    out.push({ ...record, notAProp: 1 });
    for (const key of Object.keys(record)) {
      for (const replacement of [...REPLACEMENTS, ...variantsOf(record[key], depth + 1)]) {
        out.push({ ...record, [key]: replacement });
      }
      const { [key]: _dropped, ...rest } = record;
      out.push(rest);
    }
  }
  return out;
}

const errorsOf = (validate: PropsValidator, data: unknown) =>
  validate(data)
    ? []
    : (validate.errors ?? []).map(({ instancePath, keyword, params, message }) => ({
        instancePath,
        keyword,
        params,
        message,
      }));

describe("the build-time widget validators", () => {
  it.each(
    widgetCatalog.filter((entry) => entry.kind !== "system").map((entry) => [entry.type, entry] as const),
  )("%s answers like its full schema", async (type, entry) => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const reference = ajv.compile(withoutIds(entry.schema, { keepTop: true }) as object) as PropsValidator;
    const built = (await validatorLoaders[type]?.()) as PropsValidator | undefined;
    expect(built, `no build-time validator for ${type}`).toBeTypeOf("function");
    const samples = fixturesOf(type).flatMap((fixture) => [fixture, ...variantsOf(fixture)]);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(errorsOf(built as PropsValidator, sample), JSON.stringify(sample).slice(0, 300)).toEqual(
        errorsOf(reference, sample),
      );
    }
  });
});
