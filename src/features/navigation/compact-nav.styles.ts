import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Shell spec §9: items at least 44 high on mobile, like drop-down items.
const { dropDownItemMinHeight } = theme.overlay;

export const body = css`
  padding-block: 8px;
`;
export const back = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-inline: 8px;
  /* The arrow points back along the reading direction. */
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
`;
export const parentHeading = css`
  margin: 8px ${theme.gutter.half}px;
  font-size: ${theme.fontSizes.subTitle}px;
  a {
    color: inherit;
  }
`;
export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const item = css`
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${dropDownItemMinHeight.mobile}px;
  padding-inline: ${theme.gutter.half}px;
  border: 0;
  background: none;
  color: ${colors.fg};
  font: inherit;
  font-size: ${theme.fontSizes.large}px;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
  }
`;
export const chevron = css`
  inline-size: 12px;
  block-size: 12px;
  margin-inline-start: auto;
  /* It points to the submenu, forward along the reading direction. */
  [dir="rtl"] & {
    transform: scaleX(-1);
  }
`;
