import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors, FOCUS_RING_PROPERTY, pageFocusRing } from "../../runtime/theme/css-variables";

// Shell spec §9: drop-downs 250 wide, 300 medium; DECISIONS.md: the 350 minimum is for the account and
// notification drop-downs. Items at least 30 high, 44 on mobile (below the compact breakpoint 800).
const { dropDownWidths, dropDownItemMinHeight, zIndex } = theme.overlay;
const mobile = `@media (max-width: ${theme.breakpoints.compact}px)`;

export const root = css`
  position: relative;
  display: inline-block;
`;

export const flyout = css`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: ${zIndex.dropDown};
  box-sizing: border-box;
  inline-size: ${dropDownWidths.default}px;
  max-inline-size: calc(100vw - 16px);
  max-block-size: 70vh;
  overflow-y: auto;
  padding-block: 4px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  /* A panel opened from the title bar is on the page's colours again, and so is its ring. */
  ${FOCUS_RING_PROPERTY}: ${pageFocusRing};
  box-shadow: ${theme.overlay.shadow};
`;

export const alignEnd = css`
  inset-inline-start: auto;
  inset-inline-end: 0;
`;

export const medium = css`
  inline-size: ${dropDownWidths.medium}px;
`;

export const account = css`
  inline-size: max-content;
  min-inline-size: ${dropDownWidths.accountMin}px;
`;

export const item = css`
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${dropDownItemMinHeight.default}px;
  margin: 0;
  padding-block: 4px;
  padding-inline: 12px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
    color: ${colors.primary};
    outline: none;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${mobile} {
    min-block-size: ${dropDownItemMinHeight.mobile}px;
  }
`;
