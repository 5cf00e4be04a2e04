import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  margin-block-end: ${theme.gutter.full}px;
`;
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.gutter.half}px;
  margin-block-end: ${theme.gutter.half}px;
`;
export const filters = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.gutter.half}px;
`;
export const title = css`
  ${widgetTitleRules}
  font-size: ${theme.fontSizes.title}px;
`;
export const description = css`
  margin: 0 0 ${theme.gutter.half}px;
`;
export const error = css`
  margin: 0;
  padding: ${theme.gutter.half}px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
