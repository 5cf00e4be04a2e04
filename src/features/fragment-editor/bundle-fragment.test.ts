import { describe, expect, it } from "vitest";
import { parse } from "es-module-lexer/js";
import { knownFragmentTypes } from "../../../schemas/widgets/index";
import { starterTemplate } from "../../../fragments/templates/index";
import { FRAGMENT_SDK_URL } from "../../../fragments/sdk/index";
import { bundleFragment } from "./index";

function importedBy(js: string): string[] {
  return parse(js)[0].map((specifier) => specifier.n ?? "");
}

describe("bundleFragment", () => {
  it.each([...knownFragmentTypes])("builds the %s starter template, importing only the SDK", async (type) => {
    const result = await bundleFragment(starterTemplate(type));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(new Set(importedBy(result.js))).toEqual(new Set([FRAGMENT_SDK_URL]));
    expect(result.js).toMatch(/export default function/);
    expect(result.js).not.toContain("./props");
  });

  it("maps React and its JSX runtime to the SDK", async () => {
    const tsx = [
      'import { useState } from "react";',
      "export default function Counter() {",
      "  const [count] = useState(0);",
      "  return <><b>{count}</b></>;",
      "}",
    ].join("\n");
    const result = await bundleFragment({ tsx });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(importedBy(result.js)).toEqual([FRAGMENT_SDK_URL, FRAGMENT_SDK_URL]);
    expect(result.js).toContain("_jsx");
  });

  it("refuses any other import, naming it and where it is", async () => {
    const tsx = [
      'import { t } from "@plaza/fragment-sdk";',
      'import lodash from "lodash";',
      "export default () => t(lodash);",
    ].join("\n");
    const result = await bundleFragment({ tsx });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          message: "lodash cannot be imported: a fragment imports only @plaza/fragment-sdk",
          line: 2,
          column: 20,
        },
      ],
    });
  });

  it("refuses a dynamic import of anything but the SDK", async () => {
    const result = await bundleFragment({ tsx: 'export default async () => import("./other.js");' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.message).toContain("./other.js cannot be imported");
  });

  it("reports a syntax error with its line and column", async () => {
    const result = await bundleFragment({ tsx: "export default function A() {\n  const a = ;\n}\n" });
    expect(result).toEqual({ ok: false, errors: [{ message: "Unexpected token", line: 2, column: 13 }] });
  });

  it("asks for a default export, the component the page renders", async () => {
    const result = await bundleFragment({ tsx: "export const A = () => null;" });
    expect(result).toEqual({
      ok: false,
      errors: [{ message: "A fragment's module must export its component as the default export." }],
    });
  });
});
