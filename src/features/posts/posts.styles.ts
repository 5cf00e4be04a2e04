import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

/** Below this width a post's table shows each cell under its column's header (shell spec: 600). */
export const TABLE_MOBILE_BREAKPOINT = 600;

export const post = css`
  padding: ${theme.gutter.half}px 0;
`;
export const title = css`
  margin: 0 0 ${theme.gutter.half}px;
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.bold};
`;
export const author = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  font-size: ${theme.fontSizes.medium}px;
  color: ${colors.muted};
  & a {
    color: inherit;
  }
`;
export const authorName = css`
  font-weight: ${theme.fontWeights.semiBold};
  color: ${colors.fg};
`;
export const authorTitle = css`
  font-size: ${theme.fontSizes.small}px;
`;
export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;
export const badge = css`
  display: inline-block;
  padding: 0 6px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font-size: ${theme.fontSizes.small}px;
`;
export const userContent = css`
  margin: ${theme.gutter.half}px 0;
  font-size: ${theme.fontSizes.large}px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${colors.primary};
  }
  & blockquote {
    margin: 12px 0;
    padding: 8px 12px;
    border-inline-start: 4px solid ${colors.border};
    border-radius: ${theme.radius}px;
    background: ${colors.bgAlt};
  }
  /* A quoted post (server body renderer): "Author · View post" above the quoted body. */
  & .blockquote-header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 12px;
    margin-block-end: 4px;
    font-size: ${theme.fontSizes.medium}px;
  }
  & .blockquote-author {
    font-weight: ${theme.fontWeights.semiBold};
  }
  & .blockquote-content > :first-child {
    margin-block-start: 0;
  }
  & .blockquote-content > :last-child {
    margin-block-end: 0;
  }
  & code {
    padding: 1px 4px;
    border-radius: 4px;
    background: ${colors.bgAlt};
    font-size: 0.9em;
  }
  & pre {
    overflow-x: auto;
    padding: 8px 12px;
    border-radius: ${theme.radius}px;
    background: ${colors.bgAlt};
  }
  & pre code {
    padding: 0;
    background: none;
  }
  /* One list style for every post body: the thread's own list (no markers) must not leak into comments. */
  & ul,
  & ol {
    margin: 8px 0;
    padding-inline-start: 24px;
  }
  & ul {
    list-style: disc outside;
  }
  & ul ul {
    list-style-type: circle;
  }
  & ol {
    list-style: decimal outside;
  }
  & li {
    margin-block: 2px;
  }
  & li > p {
    margin: 0;
  }
  & table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: 4px 8px;
    border: ${theme.borderWidth}px solid ${colors.border};
  }
  /* Below the table mobile breakpoint (600 px, shell spec) a table whose cells carry their column's
     header (data-label, set by the server's renderer) stacks: one block per row, each cell under
     its header's name. */
  @media (max-width: ${TABLE_MOBILE_BREAKPOINT - 0.02}px) {
    & table:has(td[data-label]) {
      border: 0;
    }
    & table:has(td[data-label]) thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    & table:has(td[data-label]) :is(tbody, tr, td) {
      display: block;
    }
    & table:has(td[data-label]) tr {
      margin-block-end: 8px;
    }
    & td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-weight: ${theme.fontWeights.semiBold};
    }
  }
`;
export const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 8px 0;
  padding: 0;
  list-style: none;
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
export const thread = css`
  margin: ${theme.gutter.half}px 0;
  padding: 0;
  list-style: none;
`;
export const threadToolbar = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;
/** Out of sight until focused (the first stop of the post page for a member who may comment). */
export const skipToReply = css`
  position: absolute;
  inset-inline-start: -9999px;
  &:focus {
    position: static;
    display: inline-block;
    padding: 8px;
    background: ${colors.bg};
    color: ${colors.primary};
  }
`;
export const comment = css`
  padding: ${theme.gutter.half}px 8px;
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
  scroll-margin-top: ${theme.titleBarHeight + 8}px;
`;
export const highlighted = css`
  outline: 2px solid ${colors.primary};
  outline-offset: 2px;
  background: ${colors.bgAlt};
`;
export const muted = css`
  color: ${colors.muted};
  font-style: italic;
`;
export const signature = css`
  margin-top: 8px;
  padding-top: 8px;
  border-top: ${theme.borderWidth}px dashed ${colors.border};
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
  overflow-wrap: anywhere;
  & p {
    margin: 0;
  }
  /* signatures.imageMaxHeight, set inline by PostSignature; none when the site sets no limit. */
  & img {
    max-width: 100%;
    max-height: var(--signature-image-max-height, none);
    width: auto;
    height: auto;
  }
`;
export const box = css`
  margin: ${theme.gutter.half}px 0;
  scroll-margin-top: ${theme.titleBarHeight + 8}px;
  & textarea {
    width: 100%;
    min-height: 120px;
    box-sizing: border-box;
    font: inherit;
  }
`;
/** The comment editor's visible name (the editor itself is named by aria-label). */
export const boxLabel = css`
  display: block;
  margin-block-end: 4px;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const boxFooter = css`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;
/** A guest's one call to action where the comment box would be. */
export const guestPrompt = css`
  display: flex;
  justify-content: center;
  padding: ${theme.gutter.half}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
`;
export const error = css`
  color: ${colors.error};
`;

/** The discussion's title with its options menu at the end of the line. */
export const titleRow = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

/** The comment box's "Replying to" line with its way back to a top-level comment. */
export const replyingTo = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
`;
export const files = css`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.small}px;
  & li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
`;
export const fileSize = css`
  color: ${colors.muted};
`;
