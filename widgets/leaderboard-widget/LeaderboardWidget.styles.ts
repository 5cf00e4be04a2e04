import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const title = css`
  ${widgetTitleRules}
  margin-block-end: ${theme.gutter.half / 2}px;
`;
export const subtitle = css`
  margin: 0 0 ${theme.gutter.half / 2}px;
  font-size: ${theme.fontSizes.medium}px;
  font-weight: ${theme.fontWeights.semiBold};
  color: ${colors.muted};
`;
export const description = css`
  margin: 0 0 ${theme.gutter.half}px;
  color: ${colors.muted};
`;
export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.medium}px;
  & th {
    padding: 4px 8px;
    font-size: ${theme.fontSizes.small}px;
    font-weight: ${theme.fontWeights.semiBold};
    color: ${colors.muted};
    text-align: start;
  }
  & td {
    padding: 6px 8px;
    border-top: ${theme.borderWidth}px solid ${colors.border};
  }
`;
export const bordered = css`
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const rank = css`
  width: 2em;
  color: ${colors.muted};
  font-weight: ${theme.fontWeights.semiBold};
`;
export const numeric = css`
  text-align: end;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const user = css`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${colors.fg};
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
