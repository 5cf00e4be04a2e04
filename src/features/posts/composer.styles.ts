import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const tabList = css`
  display: flex;
  gap: 4px;
  margin-block-end: 4px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const tab = css`
  min-block-size: 32px;
  margin: 0;
  padding-inline: 12px;
  border: 0;
  border-block-end: 2px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-selected="true"] {
    border-block-end-color: ${colors.primary};
    color: ${colors.primary};
    font-weight: ${theme.fontWeights.semiBold};
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
`;
export const previewPanel = css`
  min-block-size: 120px;
  padding: 8px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  &:focus-visible {
    outline: 2px solid ${colors.primary};
  }
`;
export const previewNote = css`
  margin: 0;
  color: ${colors.muted};
`;
