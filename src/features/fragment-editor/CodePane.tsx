import { useEffect, useRef } from "react";
import { EditorView } from "@codemirror/view";
import { EditorState } from "@codemirror/state";
import { setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { editorExtensions, pageCspNonce, type CodeLanguage } from "./editor-setup";
import type { BundleError } from "./types";

/** Props of {@link CodePane}. */
export interface CodePaneProps {
  /** The editor's accessible name. */
  label: string;
  /** The id of the keyboard hint. */
  describedBy?: string;
  language: CodeLanguage;
  value: string;
  onChange(text: string): void;
  /** Problems shown as lint markers (1-based lines and columns). */
  problems?: BundleError[];
  /** Receives the editor once made (and null when it goes), so the page can move its cursor. */
  onView?(view: EditorView | null): void;
}

/** The document offset of a 1-based line and column, kept inside the document. */
export function offsetOf(state: EditorState, problem: BundleError): number {
  const lineNumber = Math.min(Math.max(problem.line ?? 1, 1), state.doc.lines);
  const line = state.doc.line(lineNumber);
  return Math.min(line.from + Math.max((problem.column ?? 1) - 1, 0), line.to);
}

function diagnosticsOf(state: EditorState, problems: BundleError[]): Diagnostic[] {
  return problems.map((problem) => {
    const from = offsetOf(state, problem);
    const to = Math.min(state.doc.lineAt(from).to, from + 1);
    return { from, to: Math.max(to, from), severity: "error", message: problem.message };
  });
}

/** One CodeMirror editor (editor-setup.ts), controlled by `value`. */
export function CodePane({ label, describedBy, language, value, onChange, problems, onView }: CodePaneProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the editor's listener, which is made once.
  const latest = useRef({ onChange, onView });
  useEffect(() => {
    latest.current = { onChange, onView };
  });

  useEffect(() => {
    const made = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: editorExtensions({
          label,
          describedBy,
          language,
          nonce: pageCspNonce(),
          onDocChange: (text) => latest.current.onChange(text),
        }),
      }),
    });
    view.current = made;
    latest.current.onView?.(made);
    return () => {
      latest.current.onView?.(null);
      view.current = null;
      made.destroy();
    };
    // The editor is made once per pane; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, describedBy, language]);

  // A value from outside (a revision loaded, a template chosen) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(setDiagnostics(current.state, diagnosticsOf(current.state, problems ?? [])));
  }, [problems]);

  return <div ref={host} />;
}
