import type { ReactNode } from "react";
import { useFocused, useSelected, type RenderElementProps } from "slate-react";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { t } from "../../../runtime/i18n/t";
import { formatFileSize } from "../../../runtime/format/file-size";
import { excerptOf } from "../../../runtime/format/excerpt";
import * as styles from "./RichEditor.styles";

/** How much of a quoted post the editor shows in its quote block. */
const QUOTE_EXCERPT_LENGTH = 200;

/** A void block's frame: not editable, outlined while selected (so Backspace visibly removes it). */
function VoidFrame({ attributes, children, content }: RenderElementProps & { content: ReactNode }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div
      {...attributes}
      className={styles.voidBlock}
      data-selected={selected && focused ? "true" : undefined}
    >
      <div contentEditable={false}>{content}</div>
      {children}
    </div>
  );
}

/** Renders one rich2 element (schemas/entities/rich2.ts) as the markup the server renders too. */
export function EditorElement(props: RenderElementProps) {
  const { element, attributes, children } = props;
  switch (element.type) {
    case "h2":
      return <h2 {...attributes}>{children}</h2>;
    case "h3":
      return <h3 {...attributes}>{children}</h3>;
    case "h4":
      return <h4 {...attributes}>{children}</h4>;
    case "blockquote":
      return (
        <blockquote {...attributes} className={styles.blockquote}>
          {children}
        </blockquote>
      );
    case "code_block":
      return (
        <pre {...attributes} className={styles.codeBlock}>
          <code>{children}</code>
        </pre>
      );
    case "ul":
      return <ul {...attributes}>{children}</ul>;
    case "ol":
      return <ol {...attributes}>{children}</ol>;
    case "li":
      return <li {...attributes}>{children}</li>;
    case "lic":
      return <div {...attributes}>{children}</div>;
    case "a":
      return (
        <a {...attributes} href={sanitizeLink(element.url)} className={styles.link}>
          {children}
        </a>
      );
    case "mention":
      return (
        <span {...attributes} contentEditable={false} className={styles.mention}>
          @{element.name}
          {children}
        </span>
      );
    case "image":
      return (
        <VoidFrame
          {...props}
          content={
            <img
              src={sanitizeLink(element.url)}
              alt={element.alt ?? ""}
              width={element.width}
              height={element.height}
              className={styles.image}
            />
          }
        />
      );
    case "file":
      return (
        <VoidFrame
          {...props}
          content={
            <span className={styles.attachment}>
              {element.name}
              {element.size !== undefined && ` (${formatFileSize(element.size)})`}
            </span>
          }
        />
      );
    case "quote":
      return (
        <VoidFrame
          {...props}
          content={
            <blockquote className={styles.blockquote}>
              <span className={styles.quoteAuthor}>{t("Quote of {name}", { name: element.authorName })}</span>
              {/* What is quoted, as plain text: the posted comment shows it rendered by the server. */}
              <span className={styles.quoteExcerpt}>
                {excerptOf(element.body, element.format, QUOTE_EXCERPT_LENGTH)}
              </span>
            </blockquote>
          }
        />
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}
