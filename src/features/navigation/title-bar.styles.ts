import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { barFocusRing, colors, FOCUS_RING_PROPERTY } from "../../../runtime/theme/css-variables";
import { LABELLED_BUTTON_WIDTH, labelledButtonRules } from "../../ui/IconLabel.styles";
import { searchInputRules } from "../../ui/search-input.styles";

// Shell spec §9 "Title bar and stacking": height 48 (64 with labels under the icon buttons, mobile 44),
// logo at most 200 wide, z-index 1050 (modals sit above at 1051).
const titleBar = {
  height: theme.titleBarHeight,
  labelledHeight: theme.titleBarLabelHeight,
  mobileHeight: theme.titleBarMobileHeight,
  logoMaxWidth: theme.titleBarLogoMaxWidth,
  zIndex: 1050,
};
/** Over a banner image the see-through bar keeps white text whatever the preset. */
const onImage = "#fff";

export const bar = css`
  z-index: ${titleBar.zIndex};
  box-sizing: border-box;
  inline-size: 100%;
  background: var(--plaza-title-bar-bg, ${colors.primary});
  color: var(--plaza-title-bar-fg, ${colors.onPrimary});
  /* The page's ring is the primary colour, the bar's own: focus on the bar is drawn in its ring. */
  ${FOCUS_RING_PROPERTY}: ${barFocusRing};
  transition:
    transform 0.2s ease,
    background-color 0.2s ease;
`;

/** Positioning modes (shell spec §3): transparent ones lie over the top of the page. */
export const sticky = css`
  position: sticky;
  inset-block-start: 0;
`;
export const stickyOverlay = css`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
`;
export const static_ = css`
  position: relative;
`;
export const staticOverlay = css`
  position: absolute;
  inset-block-start: 0;
  inset-inline: 0;
`;
export const seeThrough = css`
  background: transparent;
  color: ${onImage};
  ${FOCUS_RING_PROPERTY}: ${onImage};
`;

/** Border types (shell spec §3). */
export const border = css`
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const shadow = css`
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
`;
export const shadowAsBorder = css`
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.15);
`;

/** Scrolled out of view while reading down the page (shell spec §4); back while it holds focus. */
export const hidden = css`
  transform: translateY(-100%);
  &:focus-within {
    transform: none;
  }
`;

export const inner = css`
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  block-size: ${titleBar.height}px;
  padding-inline: ${theme.gutter.half}px;
`;
/** The labelled variant (the bar's showLabels): icon buttons carry their names under the icons. */
export const innerLabelled = css`
  block-size: ${titleBar.labelledHeight}px;
`;
export const innerMobile = css`
  block-size: ${titleBar.mobileHeight}px;
`;
export const compact = css`
  gap: 4px;
  padding-inline: 8px;
`;

export const logo = css`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  min-inline-size: 0;
  max-inline-size: ${titleBar.logoMaxWidth}px;
  color: inherit;
  font-size: ${theme.fontSizes.subTitle}px;
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
/**
 * The site name standing in for a logo image: the 200 px limit is for images, so on a phone a name
 * takes all the room the bar has beside its buttons, and up to 320 px on wide screens, before it ends
 * in an ellipsis (the flex item clips; the span ellipsises).
 */
export const logoText = css`
  max-inline-size: none;
  @media (min-width: ${theme.breakpoints.compact}px) {
    max-inline-size: 320px;
  }
`;
export const logoTextName = css`
  overflow: hidden;
  text-overflow: ellipsis;
`;
export const logoImage = css`
  display: block;
  max-inline-size: 100%;
  max-block-size: ${titleBar.mobileHeight - 8}px;
  block-size: auto;
`;
/** Fade-in logo: invisible until the page scrolled, shown while focused so keyboard users see it. */
export const logoFadeIn = css`
  opacity: 0;
  transition: opacity 0.3s ease;
  &:focus-visible {
    opacity: 1;
  }
`;
export const logoShown = css`
  opacity: 1;
`;

export const navSlot = css`
  display: flex;
  flex: 1 1 auto;
  align-self: stretch;
  min-inline-size: 0;
`;

/** Square icon controls on the bar (search, menu, account, Sign In): the icon button size of §9. */
const iconControl = `
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${theme.controlHeight}px;
  block-size: ${theme.controlHeight}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 2px solid ${barFocusRing};
    outline-offset: 1px;
  }
`;
export const iconButton = css`
  ${iconControl}
`;
export const iconLink = css`
  ${iconControl}
`;
export const iconButtonLabelled = css`
  ${labelledButtonRules}
`;

export const account = css`
  display: flex;
  flex: 0 0 auto;
  align-items: center;
  gap: 8px;
`;
export const accountLink = css`
  padding-inline: 8px;
  color: inherit;
  font-weight: ${theme.fontWeights.semiBold};
  white-space: nowrap;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

export const search = css`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: 8px;
  min-inline-size: 0;
  max-inline-size: 640px;
`;
/**
 * The open search on a compact bar (a phone): the field takes the whole bar, with Cancel, so what is
 * typed stays visible; the menu, logo and account come back when it closes (shell spec §4 "Search box").
 */
export const searchingCompact = css`
  & > :not(.${search}) {
    display: none;
  }
  & > .${search} {
    max-inline-size: none;
  }
`;
export const searchForm = css`
  flex: 1 1 auto;
  min-inline-size: 0;
`;
/** The box standing in for the search field while its code loads: the field's look and place. */
export const searchStandIn = css`
  ${searchInputRules}
  flex: 1 1 auto;
  min-inline-size: 0;
`;
export const cancel = css`
  flex: 0 0 auto;
  color: inherit;
`;

export const skipLink = css`
  position: absolute;
  inset-inline-start: -9999px;
  &:focus {
    inset-inline-start: 8px;
    inset-block-start: 8px;
    z-index: 1;
    padding: 8px;
    background: ${colors.bg};
    color: ${colors.primary};
  }
`;

/** Holds the room of the three member drop-downs (32 px buttons, 8 px gaps) while they load. */
export const menusPlaceholder = css`
  display: inline-block;
  inline-size: ${theme.buttonSizes.medium * 3 + 16}px;
`;
export const menusPlaceholderLabelled = css`
  inline-size: ${LABELLED_BUTTON_WIDTH * 3 + 16}px;
`;
/** Holds the room of the compact bar's member controls (three icon buttons, 4 px gaps) while they load. */
export const compactMenusPlaceholder = css`
  display: inline-block;
  flex: 0 0 auto;
  inline-size: ${theme.controlHeight * 3 + 8}px;
`;
