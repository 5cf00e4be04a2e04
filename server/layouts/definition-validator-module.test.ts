// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { WidgetCatalogEntry } from "../../schemas/widgets/index";
import { compileDefinitionValidators, definitionValidatorHash } from "./definition-validator-module";

const custom: WidgetCatalogEntry = {
  type: "CountdownWidget",
  hydrate: "custom.countdown",
  name: "Countdown",
  kind: "widget",
  schema: {
    $id: "CountdownWidget",
    type: "object",
    description: "Counts down to a date.",
    properties: { label: { type: "string", maxLength: 5, description: "The label." } },
    required: ["label"],
    additionalProperties: false,
  },
};

async function importModule(code: string) {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
  return (
    (await import(/* @vite-ignore */ url)) as {
      default: { widgets: Record<string, (d: unknown) => boolean> };
    }
  ).default;
}

describe("compileDefinitionValidators", () => {
  it("compiles any widget schema the server knows, not only the built-ins, into one module with no imports", async () => {
    const code = compileDefinitionValidators([custom]);
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    const { widgets } = await importModule(code);
    const validate = widgets.CountdownWidget!;
    expect(validate({ label: "Soon" })).toBe(true);
    // maxLength counts code points (ajv's ucs2length, inlined).
    expect(validate({ label: "😀😀😀😀😀" })).toBe(true);
    expect(validate({ label: "too long" })).toBe(false);
    expect(validate({})).toBe(false);
  });

  it("pins the module's address to what it validates: a description alone changes nothing", () => {
    const reworded = { ...custom, schema: { ...custom.schema, description: "Another text." } };
    const stricter = {
      ...custom,
      schema: { ...custom.schema, properties: { label: { type: "string", maxLength: 3 } } },
    };
    expect(definitionValidatorHash([reworded])).toBe(definitionValidatorHash([custom]));
    expect(definitionValidatorHash([stricter])).not.toBe(definitionValidatorHash([custom]));
  });
});
