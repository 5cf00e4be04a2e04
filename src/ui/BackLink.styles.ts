import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const backLink = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: ${theme.controlHeight}px;
  color: ${colors.fg};
  font-weight: ${theme.fontWeights.semiBold};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
  }
`;

export const icon = css`
  width: 24px;
  height: 24px;
  flex-shrink: 0;
  /* The arrow points back along the reading direction. */
  [dir="rtl"] & {
    transform: scaleX(-1);
  }
`;
