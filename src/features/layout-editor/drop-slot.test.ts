import { describe, expect, it } from "vitest";
import { ajvDefinitionValidators } from "../../../schemas/layout/validate-definition";
import { dropSlot } from "./drop-slot";
import { applyOperation, createEditorState, describePosition, outlineOf, type EditorDocument } from "./model";
import { setDefinitionValidators } from "./model/validators";

setDefinitionValidators(ajvDefinitionValidators);

const document: EditorDocument = {
  layout: [
    {
      $hydrate: "react.section.2-columns",
      mainTop: [
        { $hydrate: "react.html", html: "<p>a</p>" },
        {
          $hydrate: "react.tabs",
          tabs: [
            { label: "Latest", children: [{ $hydrate: "react.html", html: "<p>x</p>" }] },
            { label: "Popular", children: [] },
          ],
        },
      ],
    },
  ],
};

describe("dropSlot", () => {
  it("drops a dragged widget into a tab (on its row, at its end) or before a widget in a tab", () => {
    const rows = outlineOf(document);
    const popular = rows.find((row) => row.label === 'Tab "Popular"')!;
    const inLatest = rows.find((row) => row.path.length === 8)!;
    expect(dropSlot(popular, "widget")).toEqual({
      parent: ["layout", 0, "mainTop", 1, "tabs", 1],
      region: "children",
      index: 0,
    });
    const slot = dropSlot(inLatest, "widget")!;
    expect(slot).toEqual({ parent: ["layout", 0, "mainTop", 1, "tabs", 0], region: "children", index: 0 });
    expect(dropSlot(popular, "section")).toBeNull();
    // Dropped there, the widget's place is announced with its tab.
    const moved = applyOperation(createEditorState(document), {
      type: "move",
      from: ["layout", 0, "mainTop", 0],
      to: slot,
    });
    expect(describePosition(moved.document, moved.selection!)).toBe(
      'Position 1 of 2 in Tab "Latest" of section 1',
    );
  });
});
