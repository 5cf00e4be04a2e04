import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";

const { colors } = theme;

export const root = css`
  position: relative;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  &:focus-within {
    border-color: ${colors.primary};
  }
`;
/** Its text was refused: the error colour, as a text field with an error has (focused or not). */
export const invalid = css`
  border-color: ${colors.error};
  &:focus-within {
    border-color: ${colors.error};
  }
`;
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: 4px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
  background: ${colors.bgAlt};
`;
export const toolbarButton = css`
  min-inline-size: ${theme.buttonSizes.medium}px;
  block-size: ${theme.buttonSizes.medium}px;
  padding: 0 6px;
  border: 0;
  border-radius: ${theme.radius}px;
  background: transparent;
  color: ${colors.fg};
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${colors.border};
  }
  &[aria-pressed="true"] {
    background: ${colors.primary};
    color: ${colors.bg};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
/** A toolbar button's text glyph, shown from its data-glyph attribute (see EditorToolbar). */
export const glyph = css`
  &::before {
    content: attr(data-glyph);
  }
`;
export const editable = css`
  min-block-size: 120px;
  padding: 8px 12px;
  outline: none;
  line-height: 1.5;
  /* Slate draws its placeholder at a third of the text's opacity (inline style), too faint to read
     (WCAG 1.4.3): the theme's muted text colour instead. */
  & [data-slate-placeholder="true"] {
    opacity: 1 !important;
    color: ${colors.muted};
  }
  & p,
  & h2,
  & h3,
  & h4 {
    margin: 0 0 8px;
  }
`;
export const blockquote = css`
  margin: 0 0 8px;
  padding-inline-start: 12px;
  border-inline-start: 4px solid ${colors.border};
  color: ${colors.muted};
`;
export const quoteAuthor = css`
  display: block;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const quoteExcerpt = css`
  display: block;
  overflow-wrap: anywhere;
`;
export const codeBlock = css`
  margin: 0 0 8px;
  padding: 8px;
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
  white-space: pre-wrap;
`;
export const link = css`
  color: ${colors.primary};
`;
export const mention = css`
  color: ${colors.primary};
  font-weight: ${theme.fontWeights.semiBold};
`;
export const voidBlock = css`
  margin: 0 0 8px;
  &[data-selected="true"] {
    outline: 2px solid ${colors.primary};
  }
`;
export const image = css`
  max-inline-size: 100%;
  block-size: auto;
`;
export const attachment = css`
  display: inline-block;
  padding: 4px 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const linkForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const linkLabel = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const linkInput = css`
  flex: 1;
  min-inline-size: 160px;
  block-size: ${theme.controlHeight}px;
  padding: 0 10px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font: inherit;
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
`;
export const error = css`
  flex-basis: 100%;
  margin: 0;
  color: ${colors.error};
  font-size: ${theme.fontSizes.small}px;
`;
export const uploads = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 12px;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
`;
export const uploadRow = css`
  display: flex;
  align-items: center;
  gap: 8px;
`;
/** With ui/popup-list.styles' popupList. */
export const mentionList = css`
  position: absolute;
  min-inline-size: 200px;
  max-block-size: 240px;
`;
export const mentionOption = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 12px;
  cursor: pointer;
  &[aria-selected="true"] {
    background: ${colors.bgAlt};
    color: ${colors.primary};
  }
`;
