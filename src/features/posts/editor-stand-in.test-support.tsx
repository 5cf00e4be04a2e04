import { useImperativeHandle, useRef, useState } from "react";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { rich2FromText, type RichEditorProps } from "../editor";

/** The plain text of a rich2 document, one line a block. */
export function textOfRich2(doc: Rich2Document | undefined): string {
  return (doc ?? [])
    .map((block) =>
      "children" in block ? block.children.map((leaf) => ("text" in leaf ? leaf.text : "")).join("") : "",
    )
    .join("\n");
}

/**
 * Test support: a textarea standing in for the Slate editor in comment box tests (the editor's own
 * tests cover it; jsdom cannot type into it). Use as `vi.mock("../editor/RichEditor", () =>
 * import("./editor-stand-in.test-support"))`. `reset` shows a restored draft, `focus` focuses it.
 */
export default function EditorStandIn(props: RichEditorProps) {
  const [text, setText] = useState(textOfRich2(props.initialValue));
  const area = useRef<HTMLTextAreaElement | null>(null);
  useImperativeHandle(props.handleRef, () => ({
    focus: () => area.current?.focus(),
    insertBlocks: () => undefined,
    reset: (value) => setText(textOfRich2(value)),
  }));
  return (
    <textarea
      ref={area}
      aria-label={props.label}
      placeholder={props.placeholder}
      value={text}
      disabled={props.disabled}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(rich2FromText(event.target.value));
      }}
    />
  );
}
