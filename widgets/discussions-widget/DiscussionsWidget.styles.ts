import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

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
  margin: 0;
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.bold};
`;
export const subtitle = css`
  margin: 4px 0 0;
  font-size: ${theme.fontSizes.subTitle}px;
  color: ${theme.colors.muted};
`;
export const description = css`
  margin: 8px 0 0;
`;
export const error = css`
  margin: 0;
  padding: ${theme.gutter.half}px;
  border-radius: ${theme.radius}px;
  background: ${theme.colors.errorBg};
  color: ${theme.colors.error};
`;
export const viewAll = css`
  display: inline-block;
  margin-top: ${theme.gutter.half}px;
  font-weight: ${theme.fontWeights.semiBold};
  color: ${theme.colors.primary};
`;
