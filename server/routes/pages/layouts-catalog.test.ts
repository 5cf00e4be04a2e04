// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { checkDefinition, type DefinitionValidators } from "../../../schemas/layout/check-definition";
import type { CompiledValidator } from "../../../schemas/layout/prop-errors";
import { validateDefinition } from "../../../schemas/layout/validate-definition";
import { buildTestApp } from "../../../tests/helpers/server";

// What the layout editor is offered: the catalog of sections and widgets, and the served module of the
// definition validators the browser checks a draft with (the same check as the server's).
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("GET /layouts/catalog", () => {
  it("lists sections and widgets with their schemas, keyed by hydrate key; LayoutError is no choice", async () => {
    const response = await app.inject({ url: "/api/v2/layouts/catalog?layoutViewType=discussionList" });
    expect(response.statusCode).toBe(200);
    const catalog = response.json();
    expect(catalog.layoutViewType).toBe("discussionList");
    expect(catalog.sections["react.section.2-columns"]).toMatchObject({
      $reactComponent: "SectionTwoColumns",
      name: "2 columns",
      fragmentTypes: [],
      schema: { type: "object", properties: { mainTop: { type: "array" } } },
    });
    expect(Object.keys(catalog.sections)).toHaveLength(6);
    expect(catalog.layoutParams.categoryID.schema.type).toBe("integer");
    expect(response.body).not.toContain('"LayoutError"');
  });

  it("names the definition validators' module, which the server compiled and which answers as the server's check", async () => {
    const catalog = (await app.inject({ url: "/api/v2/layouts/catalog" })).json();
    expect(catalog["x-validator"]).toMatch(/^\/api\/v2\/layouts\/definition-validator\.js\?v=[0-9a-f]{16}$/);
    const response = await app.inject({ url: catalog["x-validator"] });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body).not.toMatch(/\brequire\(|new Function|\beval\(/);
    const validators = await importedValidators(response.body);
    const definitions = [
      {
        layout: [
          { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.html", html: "<p>x</p>" }] },
        ],
      },
      { layout: [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.html", html: 42 }] }] },
      { layout: [{ $hydrate: "react.html", $middleware: { visibility: { device: "tv" } } }] },
      { layout: [{ $reactComponent: "Custom" }] },
      {
        layout: [{ $hydrate: "react.cta", title: "Hi", button: { title: 3 } }],
        titleBar: { $hydrate: "react.titlebar", $fragmentImpls: { x: {} } },
      },
    ];
    for (const definition of definitions) {
      expect(checkDefinition(definition, validators)).toEqual(validateDefinition(definition));
    }
    expect(validateDefinition(definitions[1]!)).toEqual([
      expect.objectContaining({ path: "layout[0].children[0]", field: "html", code: "type" }),
    ]);
    // Unpinned, it is revalidated.
    const unpinned = await app.inject({ url: "/api/v2/layouts/definition-validator.js" });
    expect(unpinned.headers["cache-control"]).toBe("no-cache");
  });
});

/** The served module's validators, imported as the browser imports them. */
async function importedValidators(code: string): Promise<DefinitionValidators> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
  const { default: compiled } = (await import(/* @vite-ignore */ url)) as {
    default: { widgets: Record<string, CompiledValidator> } & Omit<DefinitionValidators, "widget">;
  };
  return { ...compiled, widget: (entry) => compiled.widgets[entry.type] };
}
