import { describe, expect, it } from "vitest";
import type { RJSFSchema } from "@rjsf/utils";
import { placeServerErrors } from "./server-errors";

const schema: RJSFSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    search: { type: "object", properties: { query: { type: "string" } } },
    tags: { type: "array", items: { type: "string" } },
  },
};

describe("placeServerErrors (content spec §5, §8)", () => {
  it("forms: an error body's field errors are grouped by field, joining path and field, under their fields", () => {
    const placed = placeServerErrors(
      {
        message: "The request is not valid.",
        errors: [
          { field: "name", path: "body", code: "a", message: "First." },
          { field: "query", path: "body.search", code: "b", message: "Query." },
          { field: "name", path: "body", code: "c", message: "Second." },
          { field: "0", path: "body.tags", code: "d", message: "Tag." },
        ],
      },
      schema,
    );
    expect(placed.errorSchema).toEqual({
      name: { __errors: ["First.", "Second."] },
      search: { query: { __errors: ["Query."] } },
      tags: { 0: { __errors: ["Tag."] } },
    });
    expect(placed.unplaced).toEqual([]);
    expect(placed.message).toBe("The request is not valid.");
  });

  it("forms: errors already keyed by field ({field: [{message, field, path}]}) are placed the same way", () => {
    const placed = placeServerErrors(
      {
        message: "Invalid.",
        errors: {
          "body.name": [{ field: "name", path: "body", code: "a", message: "Taken." }],
          other: [{ field: "other", code: "b", message: "Unknown field." }],
        },
      },
      schema,
    );
    expect(placed.errorSchema).toEqual({ name: { __errors: ["Taken."] } });
    expect(placed.unplaced).toEqual(["Unknown field."]);
  });

  it("forms: a locator maps the server's field names onto the form's, and what it cannot place stays above the form", () => {
    const placed = placeServerErrors(
      {
        message: "Invalid.",
        errors: [
          { field: "ui.siteName", path: "body", code: "a", message: "Too long." },
          { field: "x", path: "body", code: "b", message: "Nowhere." },
        ],
      },
      schema,
      (key) => (key === "body.ui.siteName" ? ["name"] : undefined),
    );
    expect(placed.errorSchema).toEqual({ name: { __errors: ["Too long."] } });
    expect(placed.unplaced).toEqual(["Nowhere."]);
  });
});
