import { useRef, type ReactNode } from "react";
import { useSlate } from "slate-react";
import { msg, t } from "../../../runtime/i18n/t";
import {
  isBlockActive,
  isMarkActive,
  toggleBlock,
  toggleMark,
  type BlockFormat,
  type MarkType,
} from "./formatting";
import { activeLink } from "./links";
import * as styles from "./RichEditor.styles";

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  disabled?: boolean;
  isLinkOpen: boolean;
  onLink(): void;
  onFiles(files: File[]): void;
}

/**
 * A text glyph ("B", "H2", "1.") drawn by CSS: like the SVG icons it only pictures the button, whose
 * name is its label; as DOM text it would be a visible label missing from the name (WCAG 2.5.3, axe).
 */
const glyph = (text: string) => <span aria-hidden="true" className={styles.glyph} data-glyph={text} />;

const marks: { mark: MarkType; label: string; icon: ReactNode }[] = [
  { mark: "bold", label: msg("Bold"), icon: <b>{glyph("B")}</b> },
  { mark: "italic", label: msg("Italic"), icon: <i>{glyph("I")}</i> },
  { mark: "strikethrough", label: msg("Strikethrough"), icon: <s>{glyph("S")}</s> },
  { mark: "code", label: msg("Code"), icon: <code>{glyph("</>")}</code> },
];

const blocks: { format: BlockFormat; label: string; icon: ReactNode }[] = [
  { format: "h2", label: msg("Heading 2"), icon: glyph("H2") },
  { format: "h3", label: msg("Heading 3"), icon: glyph("H3") },
  { format: "blockquote", label: msg("Quote"), icon: glyph("\u201C") },
  { format: "code_block", label: msg("Code Block"), icon: glyph("{ }") },
  { format: "ul", label: msg("Bulleted List"), icon: glyph("\u2022") },
  { format: "ol", label: msg("Numbered List"), icon: glyph("1.") },
];

const svgProps = {
  width: 16,
  height: 16,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  "aria-hidden": true,
} as const;
const linkIcon = (
  <svg {...svgProps}>
    <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
  </svg>
);
const attachIcon = (
  <svg {...svgProps}>
    <path d="M21 12l-8.5 8.5a6 6 0 0 1-8.5-8.5L13 3a4 4 0 0 1 6 6l-9 9a2 2 0 0 1-3-3l8-8" />
  </svg>
);

/**
 * The formatting toolbar: every button is named and says whether its format is on. Buttons do not
 * take the focus on press, so the selection they act on stays in the editor.
 */
export function EditorToolbar({ disabled, isLinkOpen, onLink, onFiles }: EditorToolbarProps) {
  const editor = useSlate();
  const fileInput = useRef<HTMLInputElement>(null);
  const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();
  const button = (label: string, icon: ReactNode, pressed: boolean | undefined, onPress: () => void) => (
    <button
      key={label}
      type="button"
      className={styles.toolbarButton}
      aria-label={t(label)}
      title={t(label)}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={keepSelection}
      onClick={onPress}
    >
      {icon}
    </button>
  );

  return (
    <div role="toolbar" aria-label={t("Formatting")} className={styles.toolbar}>
      {marks.map(({ mark, label, icon }) =>
        button(label, icon, isMarkActive(editor, mark), () => toggleMark(editor, mark)),
      )}
      {blocks.map(({ format, label, icon }) =>
        button(label, icon, isBlockActive(editor, format), () => toggleBlock(editor, format)),
      )}
      {button(msg("Link"), linkIcon, isLinkOpen || activeLink(editor) !== undefined, onLink)}
      {button(msg("Insert Image or File"), attachIcon, undefined, () => fileInput.current?.click())}
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still fires a change.
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
