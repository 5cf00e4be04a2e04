import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const title = css`
  ${widgetTitleRules}
  margin-block-end: ${theme.gutter.half}px;
`;
export const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.gutter.half}px ${theme.gutter.full}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const alignLeft = css`
  justify-content: flex-start;
`;
export const alignCenter = css`
  justify-content: center;
`;
export const alignRight = css`
  justify-content: flex-end;
`;
export const alignSpaceAround = css`
  justify-content: space-around;
`;
export const item = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 80px;
`;
export const count = css`
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.bold};
  color: ${colors.fg};
`;
export const label = css`
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
export const pending = css`
  opacity: 0.6;
`;
