import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Shell spec §9: the mega-menu is at most 60vh high; links fill the bar's 48 px height.
const megaMenuMaxHeight = "60vh";

export const nav = css`
  display: flex;
  flex: 1 1 auto;
  min-inline-size: 0;
  /* The list keeps its natural width; the bar compares it with this box to detect an overflow. */
  overflow: hidden;
`;
export const centered = css`
  justify-content: center;
`;
export const navList = css`
  display: flex;
  flex: 0 0 auto;
  inline-size: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
`;
export const navItem = css`
  display: flex;
`;
export const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-inline: 12px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${theme.fontWeights.semiBold};
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
export const navLinkActive = css`
  box-shadow: inset 0 -3px 0 currentColor;
`;
export const chevron = css`
  inline-size: 12px;
  block-size: 12px;
`;
export const badge = css`
  padding-inline: 6px;
  border: ${theme.borderWidth}px solid currentColor;
  border-radius: 10px;
  font-size: ${theme.fontSizes.extraSmall}px;
  font-weight: ${theme.fontWeights.bold};
  line-height: 16px;
`;

export const megaMenuRoot = css`
  display: flex;
`;
/** Hangs under the whole bar (the bar is its containing block), not under its item. */
export const megaMenu = css`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  max-block-size: ${megaMenuMaxHeight};
  overflow-y: auto;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  background: ${colors.bg};
  color: ${colors.fg};
  box-shadow: ${theme.overlay.shadow};
  white-space: normal;
`;
export const megaMenuInner = css`
  box-sizing: border-box;
  max-inline-size: ${theme.breakpoints.twoColumns}px;
  margin-inline: auto;
  padding: ${theme.gutter.half}px ${theme.gutter.full}px;
`;
export const megaMenuTitle = css`
  display: inline-block;
  margin-block-end: 12px;
  color: ${colors.primary};
  font-size: ${theme.fontSizes.large}px;
  font-weight: ${theme.fontWeights.bold};
`;
export const megaMenuGroups = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 24px;
`;
export const megaMenuGroup = css`
  min-inline-size: 0;
`;
export const megaMenuHeading = css`
  margin-block-end: 8px;
  font-weight: ${theme.fontWeights.bold};
  a {
    color: inherit;
  }
`;
export const megaMenuLinks = css`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const megaMenuLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-block: 4px;
  color: ${colors.fg};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
