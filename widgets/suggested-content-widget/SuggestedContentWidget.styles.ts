import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.gutter.half}px;
  margin-block-end: ${theme.gutter.half}px;
`;
export const title = css`
  ${widgetTitleRules}
`;
export const muted = css`
  margin: 0;
  color: ${colors.muted};
`;
export const heading = css`
  margin: 0 0 ${theme.gutter.half / 2}px;
  font-size: ${theme.fontSizes.large}px;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const list = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.gutter.half}px;
`;
export const item = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding-block: ${theme.gutter.half / 2}px;
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
  &:last-child {
    border-bottom: none;
  }
`;
export const link = css`
  color: ${colors.fg};
  font-weight: ${theme.fontWeights.semiBold};
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
export const excerpt = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  color: ${colors.fg};
`;
export const meta = css`
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
  & a {
    color: inherit;
  }
`;
