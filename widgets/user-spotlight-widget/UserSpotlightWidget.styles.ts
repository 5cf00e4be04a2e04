import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const bordered = css`
  padding: ${theme.gutter.half}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const title = css`
  ${widgetTitleRules}
  margin-block-end: ${theme.gutter.half / 2}px;
`;
export const subtitle = css`
  margin: 0 0 ${theme.gutter.half / 2}px;
  font-weight: ${theme.fontWeights.semiBold};
  color: ${colors.muted};
`;
export const body = css`
  display: flex;
  align-items: center;
  gap: ${theme.gutter.half}px;
`;
export const textFirst = css`
  flex-direction: row-reverse;
  justify-content: flex-end;
`;
export const details = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;
export const name = css`
  font-size: ${theme.fontSizes.large}px;
  font-weight: ${theme.fontWeights.bold};
  color: ${colors.fg};
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
export const label = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const description = css`
  margin: 0;
`;
export const stats = css`
  display: flex;
  gap: ${theme.gutter.half}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
