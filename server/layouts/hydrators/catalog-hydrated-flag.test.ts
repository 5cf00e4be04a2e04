import { describe, expect, it } from "vitest";
import { widgetCatalog } from "../../../schemas/widgets/index";
import { widgetHydrators } from "./index";

describe("the catalog's `hydrated` flag", () => {
  // The shared validator (schemas/layout/validate-definition.ts) lets a widget with a server hydrator
  // leave out required props the hydrator fills; it learns which widgets those are from this flag.
  it("is set on exactly the widgets that have a server hydrator", () => {
    const flagged = widgetCatalog.filter((entry) => entry.hydrated === true).map((entry) => entry.type);
    expect(flagged.sort()).toEqual(Object.keys(widgetHydrators).sort());
  });
});
