import { describe, expect, it } from "vitest";
import { findCatalogEntry } from "../../../schemas/widgets/index";
import { formSchemaOf } from "./catalog-info";
import type { CatalogItem } from "./editor-api";

const itemOf = (hydrate: string): CatalogItem => {
  const entry = findCatalogEntry(hydrate)!;
  return { $reactComponent: entry.type, name: entry.name, schema: entry.schema, fragmentTypes: [] };
};

describe("formSchemaOf", () => {
  it("leaves out what the outline edits: a section's regions and the widgets of a Tabs widget's tabs", () => {
    const section = formSchemaOf(itemOf("react.section.2-columns"));
    expect(Object.keys(section.properties ?? {})).not.toContain("mainTop");
    const tabs = formSchemaOf(itemOf("react.tabs")).properties?.tabs as {
      items: { properties: Record<string, unknown> };
    };
    expect(Object.keys(tabs.items.properties)).toEqual(["label", "componentName"]);
  });
});
