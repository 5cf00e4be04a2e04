import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors, focusRing } from "../../runtime/theme/css-variables";

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
    outline: 2px solid ${focusRing};
    outline-offset: -2px;
  }
`;
