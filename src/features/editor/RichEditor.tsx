import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from "react";
import { Transforms, type BaseRange, type Descendant } from "slate";
import { Editable, ReactEditor, Slate } from "slate-react";
import { emptyRich2Body, type Rich2Document } from "../../../schemas/entities/rich2";
import { createRichEditor } from "./create-rich-editor";
import { EditorElement } from "./EditorElement";
import { EditorLeaf } from "./EditorLeaf";
import { EditorToolbar } from "./EditorToolbar";
import { handleHotkeys } from "./hotkeys";
import { insertBlocksAtEnd, resetDocument } from "./insert-blocks";
import { LinkForm } from "./LinkForm";
import { activeLink, applyLink, linkTextAt, removeLink } from "./links";
import { MentionListbox } from "./MentionListbox";
import type { RichEditorProps } from "./rich-editor-types";
import { UploadStatus } from "./UploadStatus";
import { useMentionMenu } from "./use-mention-menu";
import { setFilesHandler } from "./with-paste";
import { useSettledFocus } from "./use-settled-focus";
import { useUploads } from "./use-uploads";
import { useIsServerRender } from "../../ui/use-browser-value";
import * as styles from "./RichEditor.styles";
import "./slate-types";

type LinkEditing = { selection: BaseRange | null; url: string; text: string; isEdit: boolean };

/**
 * The browser's selection in the editor: slate-react syncs it only every 100 ms, so a Mod+K right
 * after Shift+Home would otherwise link the stale, collapsed selection.
 */
function currentSelection(editor: ReactEditor): BaseRange | null {
  const dom = window.getSelection();
  if (!ReactEditor.isFocused(editor) || !dom || dom.rangeCount === 0) return editor.selection;
  return (
    ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true }) ?? editor.selection
  );
}

/**
 * The rich2 editor (Slate): formatting toolbar, shortcuts, links, @mentions, uploads and plain-text
 * paste. Its document is its own (uncontrolled from `initialValue`); every change goes to `onChange`.
 */
export function RichEditor(props: RichEditorProps) {
  const { label, id, initialValue, onChange, placeholder, autoFocus, handleRef, onSubmitShortcut } = props;
  const { errorID, isInvalid } = props;
  // A server-rendered editor stays read-only until the page is hydrated: text typed into the server's
  // markup would not match what React hydrates, and React would render the box anew without it.
  const isServerRender = useIsServerRender();
  const disabled = props.disabled || isServerRender;
  const [editor] = useState(createRichEditor);
  const [initial] = useState<Descendant[]>(() => (initialValue?.length ? initialValue : emptyRich2Body()));
  const baseID = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const uploads = useUploads(editor);
  const mentions = useMentionMenu(editor);
  const [link, setLink] = useState<LinkEditing | null>(null);
  const focusWhenSettled = useSettledFocus(editor);

  useEffect(() => {
    setFilesHandler(editor, uploads.uploadFiles);
  }, [editor, uploads.uploadFiles]);

  useImperativeHandle(
    handleRef,
    () => ({
      focus: focusWhenSettled,
      insertBlocks: (blocks) => {
        insertBlocksAtEnd(editor, blocks);
        focusWhenSettled();
      },
      reset: (value) => resetDocument(editor, value),
    }),
    [editor, focusWhenSettled],
  );

  const openLink = useCallback(() => {
    const current = activeLink(editor);
    const selection = currentSelection(editor);
    setLink({
      selection,
      url: current?.[0].url ?? "",
      text: linkTextAt(editor, selection),
      isEdit: current !== undefined,
    });
  }, [editor]);

  /** Gives the focus and the remembered selection back to the text, then applies the change. */
  const closeLink = (change?: () => void) => {
    const saved = link?.selection;
    setLink(null);
    ReactEditor.focus(editor);
    if (saved) Transforms.select(editor, saved);
    change?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mentions.handleKeyDown(event)) return;
    handleHotkeys(event, editor, { onLink: openLink, onSubmit: onSubmitShortcut });
  };

  // Files are taken here: Chromium hands a pasted file to Slate only through beforeinput, if at all.
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0 || disabled) return;
    event.preventDefault();
    uploads.uploadFiles(files);
  };

  const listboxID = `${baseID}-mentions`;
  const optionID = (index: number) => `${baseID}-mention-${index}`;
  const { isOpen, query, suggestions, activeIndex } = mentions;

  return (
    <div ref={containerRef} className={isInvalid ? `${styles.root} ${styles.invalid}` : styles.root}>
      <Slate
        editor={editor}
        initialValue={initial}
        onChange={() => mentions.refresh()}
        onValueChange={(value) => onChange(value as Rich2Document)}
      >
        <EditorToolbar
          disabled={disabled}
          isLinkOpen={link !== null}
          onLink={openLink}
          onFiles={uploads.uploadFiles}
        />
        {link && (
          <LinkForm
            initialUrl={link.url}
            initialText={link.text}
            onApply={(url, text) => closeLink(() => applyLink(editor, url, text))}
            onRemove={link.isEdit ? () => closeLink(() => removeLink(editor)) : undefined}
            onCancel={() => closeLink()}
          />
        )}
        <Editable
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorID : undefined}
          aria-autocomplete="list"
          aria-controls={isOpen ? listboxID : undefined}
          aria-activedescendant={isOpen ? optionID(activeIndex) : undefined}
          className={styles.editable}
          placeholder={placeholder}
          readOnly={disabled}
          autoFocus={autoFocus}
          renderElement={EditorElement}
          renderLeaf={EditorLeaf}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
        />
        {isOpen && query && (
          <MentionListbox
            id={listboxID}
            users={suggestions.users}
            activeIndex={activeIndex}
            range={query.range}
            containerRef={containerRef}
            optionID={optionID}
            onChoose={mentions.choose}
            onHover={mentions.setActiveIndex}
          />
        )}
      </Slate>
      <UploadStatus uploads={uploads.uploads} errors={uploads.errors} />
    </div>
  );
}

export default RichEditor;
