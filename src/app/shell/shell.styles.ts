import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const main = css`
  max-width: ${theme.narrowContentWidth}px;
  margin: 0 auto;
  padding: ${theme.gutter.full}px ${theme.gutter.half}px;
`;
export const panel = css`
  background: ${colors.bg};
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  padding: 24px;
  max-width: 420px;
  margin: 0 auto;
  h1 {
    margin-top: 0;
    font-size: ${theme.fontSizes.title}px;
  }
`;
export const wide = css`
  max-width: none;
`;
export const muted = css`
  color: ${colors.muted};
`;
export const dialogBody = css`
  padding: 16px;
`;
