import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export { heading, links } from "./ThemeEditor.styles";

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** A revision: its name, date and author, then its state or Restore. */
export const item = css`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) auto minmax(80px, auto) auto;
  gap: 16px;
  align-items: center;
  padding-block: 8px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const title = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const author = css`
  color: ${colors.muted};
`;
export const question = css`
  margin: 0;
  padding: 16px;
`;
