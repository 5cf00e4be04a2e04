import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const widget = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const title = css`
  ${widgetTitleRules}
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.semiBold};
`;

export const tablist = css`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;

export const tab = css`
  flex: 0 0 auto;
  min-block-size: ${theme.controlHeight}px;
  padding-inline: 12px;
  margin-block-end: -${theme.borderWidth}px;
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${colors.muted};
  font: inherit;
  font-weight: ${theme.fontWeights.semiBold};
  cursor: pointer;
  &:hover {
    color: ${colors.fg};
  }
  &[aria-selected="true"] {
    color: ${colors.primary};
    border-block-end-color: ${colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
`;

export const panel = css`
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
