// @vitest-environment node
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultLayouts } from "./defaults";
import { validateDefinition } from "./validate-definition";

// The hydrate keys the widget catalog plans (its WIDGETS comment) besides those it already registers.
const catalogSource = fs.readFileSync(new URL("../../schemas/widgets/index.ts", import.meta.url), "utf8");
const plannedKeys = new Set(catalogSource.match(/react\.[A-Za-z0-9.-]+[A-Za-z0-9]/g) ?? []);

describe("built-in layouts", () => {
  it.each(Object.entries(defaultLayouts))(
    "%s passes definition validation except for widgets still being registered",
    (_type, definition) => {
      const errors = validateDefinition(definition);
      // Allowed for now: widgets not registered yet, and required data props of a registered widget
      // whose server hydrator (which fills them) is not registered yet.
      const unexpected = errors.filter(
        (e) => e.code !== "unknownWidget" && !(e.code === "required" && !/[.[]/.test(e.field)),
      );
      expect(unexpected).toEqual([]);
      for (const error of errors) {
        if (error.code !== "unknownWidget") continue;
        const key = /"([^"]+)"/.exec(error.message)?.[1] ?? "";
        expect(plannedKeys.has(key), `${key} is not a planned hydrate key`).toBe(true);
      }
    },
  );

  it("gives the home page a banner over recent discussions and categories, with a panel", () => {
    const [banner, columns] = defaultLayouts.home.layout;
    expect(banner?.$hydrate).toBe("react.section.full-width");
    expect(columns).toMatchObject({
      $hydrate: "react.section.2-columns",
      mainTop: [
        { $hydrate: "react.newpost", $middleware: { visibility: { device: "mobile" } } },
        { $hydrate: "react.discussion.discussions", apiParams: { limit: 10, sort: "-dateLastComment" } },
        { $hydrate: "react.categories" },
      ],
    });
    // On phones the panel comes after the whole main column: New Post shows at its top there instead.
    expect((columns?.secondaryTop as unknown[])[0]).toEqual({
      $hydrate: "react.newpost",
      $middleware: { visibility: { device: "desktop" } },
    });
    expect(defaultLayouts.home.titleBar).toEqual({ $hydrate: "react.titlebar" });
  });
});
