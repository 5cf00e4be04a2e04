import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const track = css`
  block-size: 8px;
  border-radius: 4px;
  background: ${colors.bgAlt};
  border: ${theme.borderWidth}px solid ${colors.border};
  overflow: hidden;
`;
export const fill = css`
  block-size: 100%;
  background: ${colors.primary};
  transition: inline-size 0.2s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
