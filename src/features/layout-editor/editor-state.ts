import {
  applyOperation,
  createEditorState,
  redo,
  undo,
  type EditorDocument,
  type EditorOperation,
  type EditorState,
  type NodePath,
} from "./model";

/** The editor's state: the model's, plus what the keyboard move mode needs to drop or cancel. */
export interface EditorUiState {
  editor: EditorState;
  /** Consecutive setProps on this path are one undo step (typing a title is one edit, not one per key). */
  typingPath: string | null;
  /** While moving by keyboard: the state before the pick-up (Escape goes back to it). */
  moving: { before: EditorState } | null;
}

/** What the editor's reducer takes. */
export type EditorAction =
  | { type: "apply"; operation: EditorOperation }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "select"; path: NodePath | null }
  | { type: "load"; document: EditorDocument }
  | { type: "pickUp" }
  | { type: "drop" }
  | { type: "cancelMove" };

/** A path as a string key (for comparisons and DOM ids). */
export const pathKey = (path: NodePath | null | undefined): string => (path ? path.join(".") : "");

/** The state on a freshly loaded document. */
export function initialUiState(document: EditorDocument): EditorUiState {
  return { editor: createEditorState(document), typingPath: null, moving: null };
}

/**
 * The editor's reducer over the model: every edit is one `applyOperation`, undo and redo the model's.
 * Two rules of its own: typing into one node's settings coalesces into one undo step, and a keyboard
 * move (pick up, any number of steps, drop) is one undo step; cancelling it restores the state before.
 */
export function editorReducer(state: EditorUiState, action: EditorAction): EditorUiState {
  const { editor } = state;
  switch (action.type) {
    case "apply": {
      const next = applyOperation(editor, action.operation);
      if (next === editor) return state;
      if (action.operation.type === "setProps") {
        const key = pathKey(action.operation.path);
        const coalesce = state.typingPath === key && editor.past.length > 0;
        return {
          ...state,
          editor: coalesce ? { ...next, past: editor.past } : next,
          typingPath: key,
        };
      }
      return { ...state, editor: next, typingPath: null };
    }
    case "undo": {
      if (state.moving) return state;
      const next = undo(editor);
      return next === editor ? state : { ...state, editor: next, typingPath: null };
    }
    case "redo": {
      if (state.moving) return state;
      const next = redo(editor);
      return next === editor ? state : { ...state, editor: next, typingPath: null };
    }
    case "select":
      if (pathKey(action.path) === pathKey(editor.selection)) return state;
      return { ...state, editor: { ...editor, selection: action.path }, typingPath: null };
    case "load":
      return initialUiState(action.document);
    case "pickUp":
      if (!editor.selection || state.moving) return state;
      return { ...state, moving: { before: editor }, typingPath: null };
    case "drop": {
      if (!state.moving) return state;
      const { before } = state.moving;
      if (before.document === editor.document) return { ...state, moving: null };
      // The steps of one keyboard move are one edit to undo.
      return {
        ...state,
        moving: null,
        editor: { ...editor, past: [...before.past, before.document], future: [] },
      };
    }
    case "cancelMove":
      if (!state.moving) return state;
      return { ...state, moving: null, editor: state.moving.before };
  }
}
