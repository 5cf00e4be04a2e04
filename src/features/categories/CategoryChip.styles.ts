import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

/** At least 24×24 px (WCAG 2.5.8); the text keeps the theme's colours, only the dot is coloured. */
export const chip = css`
  /* Doubled, so a list's rule for its links (display: inline-block) does not flatten the dot. */
  && {
    display: inline-flex;
  }
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-width: 24px;
  min-height: 24px;
  padding: 0 4px;
  border-radius: ${theme.radius}px;
  color: ${colors.fg};
  font-size: ${theme.fontSizes.small}px;
  font-weight: ${theme.fontWeights.semiBold};
  line-height: 1.3;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export const dot = css`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${colors.muted};
  /* A light colour still shows on a light background. */
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 20%);
`;

export const name = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
