import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

/**
 * The rules every widget's title starts from (an h2 with no margin of its own, sub-title size, bold);
 * a widget's styles add only what differs: space below, the title size, semi-bold.
 */
export const widgetTitleRules = `
  margin: 0;
  font-size: ${theme.fontSizes.subTitle}px;
  font-weight: ${theme.fontWeights.bold};
`;

/** The heading block most list widgets share: title 24, subtitle 18 muted, description. */
export const root = css`
  margin-block-end: ${theme.gutter.full}px;
`;
export const header = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const centered = css`
  text-align: center;
`;
export const title = css`
  ${widgetTitleRules}
  font-size: ${theme.fontSizes.title}px;
`;
export const subtitle = css`
  margin: 4px 0 0;
  font-size: ${theme.fontSizes.subTitle}px;
  color: ${colors.muted};
`;
export const description = css`
  margin: 8px 0 0;
`;
