import { Editor, Element, Range, Transforms } from "slate";
import { applyLink, isPastedLink, linkFromInput } from "./links";

/** Receives files pasted or dropped into the editor (uploaded through POST /media by the editor). */
export type FilesHandler = (files: File[]) => void;

const filesHandlers = new WeakMap<Editor, FilesHandler>();

/** Sets who receives the files pasted or dropped into `editor` (the mounted editor's uploader). */
export function setFilesHandler(editor: Editor, handler: FilesHandler): void {
  filesHandlers.set(editor, handler);
}

/**
 * Inserts plain text where the caret is: one paragraph per line; a link alone becomes a link, or
 * links the selected text. A code block keeps the text as is.
 */
export function insertPlainText(editor: Editor, text: string): void {
  if (!editor.selection || text === "") return;
  const inCode = Editor.above(editor, {
    match: (node) => Element.isElement(node) && node.type === "code_block",
  });
  if (inCode) {
    editor.insertText(text.replace(/\r\n?/g, "\n"));
    return;
  }
  const url = isPastedLink(text) ? linkFromInput(text) : null;
  if (url) {
    applyLink(editor, url);
    return;
  }
  if (!Range.isCollapsed(editor.selection)) Editor.deleteFragment(editor);
  text.split(/\r\n?|\n/).forEach((line, index) => {
    if (index > 0) Transforms.splitNodes(editor, { always: true });
    if (line !== "") editor.insertText(line);
  });
}

/**
 * Paste and drop: files go to the {@link setFilesHandler} handler; everything else is pasted as its plain text, so no foreign
 * HTML or foreign Slate nodes ever reach the document (the server validates rich2 strictly).
 */
export function withPaste<E extends Editor & { insertData(data: DataTransfer): void }>(editor: E): E {
  editor.insertData = (data) => {
    const files = Array.from(data.files ?? []);
    if (files.length > 0) {
      filesHandlers.get(editor)?.(files);
      return;
    }
    insertPlainText(editor, data.getData("text/plain"));
  };
  return editor;
}
