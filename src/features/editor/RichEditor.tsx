// Placeholder until the Slate editor lands: a plain textarea writing paragraphs. Same props.
import { useImperativeHandle, useState } from "react";
import type { RichEditorProps } from "./rich-editor-types";
import { rich2FromText } from "./rich2-utils";

/** The rich2 editor. */
export function RichEditor(props: RichEditorProps) {
  const [text, setText] = useState("");
  useImperativeHandle(props.handleRef, () => ({
    focus: () => undefined,
    insertBlocks: () => undefined,
    reset: () => setText(""),
  }));
  return (
    <textarea
      aria-label={props.label}
      id={props.id}
      value={text}
      disabled={props.disabled}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(rich2FromText(event.target.value));
      }}
    />
  );
}

export default RichEditor;
