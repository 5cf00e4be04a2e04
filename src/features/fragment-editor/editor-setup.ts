/**
 * The CodeMirror set-up of a code pane: line numbers, history (undo), search, bracket matching,
 * highlighting, lint markers and a focus ring in the theme's focus colour. Tab is left unbound, as CodeMirror's default keymap leaves it, so it moves
 * focus out of the editor instead of trapping it.
 */
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import type { Extension } from "@codemirror/state";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from "@codemirror/language";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import { lintGutter, lintKeymap } from "@codemirror/lint";
import { javascript } from "@codemirror/lang-javascript";
import { css as cssLanguage } from "@codemirror/lang-css";
import { theme } from "../../../runtime/theme/variables";
import { focusRing } from "../../../runtime/theme/css-variables";

/** The language of a pane. */
export type CodeLanguage = "tsx" | "css";

// The code surface keeps the light palette in every theme: CodeMirror's highlighting colours are
// chosen for it, and stay readable on it under the dark preset and any site theme.
const { colors } = theme;

const editorTheme = EditorView.theme({
  "&": {
    color: colors.fg,
    backgroundColor: colors.bg,
    border: `1px solid ${colors.border}`,
    borderRadius: "6px",
    minHeight: "240px",
  },
  "&.cm-focused": { outline: `2px solid ${focusRing}`, outlineOffset: "2px" },
  ".cm-scroller": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    lineHeight: "1.5",
  },
  ".cm-content": { caretColor: colors.fg },
  ".cm-gutters": {
    backgroundColor: colors.bgAlt,
    color: colors.muted,
    borderInlineEnd: `1px solid ${colors.border}`,
  },
  ".cm-activeLine, .cm-activeLineGutter": {
    backgroundColor: "color-mix(in srgb, currentColor 6%, transparent)",
  },
  ".cm-panels": { backgroundColor: colors.bgAlt, color: colors.fg },
  ".cm-panels input:focus-visible, .cm-panels button:focus-visible": { outline: `2px solid ${focusRing}` },
});

/** The extensions of a pane labelled `label` (its accessible name) in `language`. */
export function editorExtensions(options: {
  label: string;
  /** The id of the text saying how the keyboard works in the editor. */
  describedBy?: string;
  language: CodeLanguage;
  nonce: string | undefined;
  onDocChange(text: string): void;
}): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    lintGutter(),
    syntaxHighlighting(defaultHighlightStyle),
    options.language === "tsx" ? javascript({ jsx: true, typescript: true }) : cssLanguage(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...lintKeymap]),
    editorTheme,
    EditorView.contentAttributes.of({
      "aria-label": options.label,
      // Editable text is in the tab order already; the explicit tabindex says so to checkers too, so
      // the pane's scroller (long lines scroll sideways inside it) counts as keyboard-reachable.
      tabindex: "0",
      ...(options.describedBy ? { "aria-describedby": options.describedBy } : {}),
    }),
    // The page's CSP allows only nonce'd style elements, and CodeMirror adds its own.
    ...(options.nonce ? [EditorView.cspNonce.of(options.nonce)] : []),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onDocChange(update.state.doc.toString());
    }),
  ];
}

/** The CSP nonce Vite publishes in `<meta property="csp-nonce">` (as runtime/fragments reads it). */
export function pageCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute("nonce") || undefined;
}
