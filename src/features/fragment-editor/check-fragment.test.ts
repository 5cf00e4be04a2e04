import { describe, expect, it } from "vitest";
import { starterTemplate, STARTER_CUSTOM_SCHEMA } from "../../../fragments/templates/index";
import { fragmentPropsSchema } from "../../../fragments/templates/props-schema";
import { knownFragmentTypes } from "../../../schemas/widgets/index";
import { checkFragment } from "./check-fragment";
import { declarationFiles } from "./ts-files";

const bannerSchema = {
  type: "object",
  properties: { title: { type: "string" }, count: { type: "integer" } },
  required: ["title"],
};

describe("checkFragment", () => {
  it("bundles the standard library, React's and the SDK's declarations", () => {
    const files = declarationFiles();
    expect(files.has("/lib.es2022.d.ts")).toBe(true);
    expect(files.has("/lib.dom.d.ts")).toBe(true);
    expect(files.has("/node_modules/@types/react/index.d.ts")).toBe(true);
    expect(files.has("/node_modules/@plaza/fragment-sdk/index.d.ts")).toBe(true);
  });

  it("finds no problem in a starter template", () => {
    const { tsx } = starterTemplate("CustomFragment");
    expect(checkFragment({ tsx, propsSchema: STARTER_CUSTOM_SCHEMA })).toEqual([]);
  });

  it("finds no problem in the starter template of any fragment type, with that type's props", () => {
    const problems = knownFragmentTypes.flatMap((type) =>
      checkFragment({ tsx: starterTemplate(type).tsx, propsSchema: fragmentPropsSchema(type) ?? {} }).map(
        (problem) => `${type}: ${problem.message}`,
      ),
    );
    expect(problems).toEqual([]);
  }, 30_000);

  it("reports a prop the schema does not declare, where it is used", () => {
    const tsx = [
      'import type { FragmentProps } from "@plaza/fragment-sdk";',
      'import type { Props } from "./props";',
      "export default function Banner(props: FragmentProps<Props>) {",
      "  return <h2>{props.titel}</h2>;",
      "}",
    ].join("\n");
    const problems = checkFragment({ tsx, propsSchema: bannerSchema });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 4, column: 21 });
    expect(problems[0]!.message).toContain("titel");
  });

  it("checks React and the SDK's exports", () => {
    const tsx = [
      'import { useState, t, ui, apiClient } from "@plaza/fragment-sdk";',
      "export default function Counter() {",
      "  const [count, setCount] = useState(0);",
      "  void apiClient.get<{ name: string }>('/users/me').then((answer) => answer.data.name);",
      "  return <ui.Button onClick={() => setCount(count + 1)}>{t('Add')}</ui.Button>;",
      "}",
      "const wrong: string = useState(1)[0];",
    ].join("\n");
    const problems = checkFragment({ tsx, propsSchema: bannerSchema });
    expect(problems.map((problem) => problem.line)).toEqual([7]);
  });
});
