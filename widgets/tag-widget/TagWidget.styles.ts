import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  margin-block-end: ${theme.gutter.full}px;
`;
export const title = css`
  ${widgetTitleRules}
  margin-block-end: ${theme.gutter.half}px;
`;
export const description = css`
  margin: 0 0 ${theme.gutter.half}px;
`;
export const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const tag = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
  color: ${colors.fg};
  font-size: ${theme.fontSizes.medium}px;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;
export const count = css`
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
