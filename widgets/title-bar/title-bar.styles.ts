import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

export const header = css`
  position: sticky;
  top: 0;
  z-index: 1050;
  height: ${theme.titleBarHeight}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 0 ${theme.gutter.half}px;
  background: ${theme.colors.primary};
  color: #fff;
  a {
    color: #fff;
  }
`;
export const static_ = css`
  position: static;
`;
export const brand = css`
  font-size: ${theme.fontSizes.subTitle}px;
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
`;
export const account = css`
  display: flex;
  align-items: center;
  gap: 16px;
`;
export const skipLink = css`
  position: absolute;
  inset-inline-start: -9999px;
  &:focus {
    inset-inline-start: 8px;
    top: 8px;
    padding: 8px;
    background: #fff;
    color: ${theme.colors.primary};
  }
`;
