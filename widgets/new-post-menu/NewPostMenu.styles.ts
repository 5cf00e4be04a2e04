import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const menu = css`
  position: relative;
  display: inline-block;
`;

export const caret = css`
  font-size: ${theme.fontSizes.small}px;
`;

// Shell spec §9: drop-downs are 250 wide by default, items at least 30 high (44 on mobile).
export const list = css`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 10;
  box-sizing: border-box;
  inline-size: 250px;
  margin: 0;
  padding-block: 4px;
  padding-inline: 0;
  list-style: none;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
  &[hidden] {
    display: none;
  }
`;

export const item = css`
  display: flex;
  align-items: center;
  min-block-size: 30px;
  padding-inline: 12px;
  color: ${colors.fg};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
    color: ${colors.primary};
  }
  @media (max-width: ${theme.breakpoints.xs}px) {
    min-block-size: 44px;
  }
`;
