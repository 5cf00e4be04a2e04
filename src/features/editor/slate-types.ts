import type { BaseEditor } from "slate";
import type { HistoryEditor } from "slate-history";
import type { ReactEditor } from "slate-react";
import type { Rich2Element, Rich2Text } from "../../../schemas/entities/rich2";

/** The Slate editor of the rich2 editor: React and history plugins on top of Slate's base. */
export type Rich2Editor = BaseEditor & ReactEditor & HistoryEditor;

// Slate's documented way to type its nodes: the rich2 vocabulary is the only one the editor knows,
// so every transform is checked against what the server accepts (schemas/entities/rich2.ts).
declare module "slate" {
  interface CustomTypes {
    Editor: Rich2Editor;
    Element: Rich2Element;
    Text: Rich2Text;
  }
}
