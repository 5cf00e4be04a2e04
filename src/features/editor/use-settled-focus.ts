import { useCallback, useEffect, useRef } from "react";
import { ReactEditor } from "slate-react";

/** How often a focus request looks again while the editor still has changes to render. */
export const SETTLED_FOCUS_RETRY_MS = 10;
/** A focus request gives up after this many looks (half a second). */
export const SETTLED_FOCUS_MAX_TRIES = 50;

/**
 * A focus for the editor that waits until its pending changes are rendered, and is dropped once
 * the editor is gone. Slate's own focus retries on a 10 ms timer while changes are pending, then
 * puts the caret on the new selection; when React has not rendered the inserted nodes by then (a
 * busy machine), it throws from that timer, where nothing can catch it.
 */
export function useSettledFocus(editor: ReactEditor): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  return useCallback(() => {
    clearTimeout(timer.current);
    function attempt(triesLeft: number) {
      if (!isMounted.current) return;
      if (editor.operations.length > 0 || !isRendered(editor)) {
        if (triesLeft > 1) timer.current = setTimeout(() => attempt(triesLeft - 1), SETTLED_FOCUS_RETRY_MS);
        return;
      }
      ReactEditor.focus(editor);
    }
    attempt(SETTLED_FOCUS_MAX_TRIES);
  }, [editor]);
}

/** Whether the editor's selection points at nodes already in the page. */
function isRendered(editor: ReactEditor): boolean {
  if (!editor.selection) return true;
  try {
    ReactEditor.toDOMRange(editor, editor.selection);
    return true;
  } catch {
    return false;
  }
}
