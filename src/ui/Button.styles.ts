import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors, focusRing } from "../../runtime/theme/css-variables";
import { labelledButtonRules } from "./IconLabel.styles";

// Shell spec §9 "Controls": control height 36, button min width 104, compact 24, medium 32, radius 6.
const { compact, medium } = theme.buttonSizes;
const onDark = "#fff";

/** What every button type but `reset` and `custom` starts from: the standard bordered button. */
export const button = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  min-block-size: ${theme.controlHeight}px;
  min-inline-size: ${theme.buttonMinWidth}px;
  padding-block: 0;
  padding-inline: 16px;
  border-radius: var(--plaza-button-radius, var(--plaza-radius, ${theme.radius}px));
  border: ${theme.borderWidth}px solid ${colors.border};
  background: ${colors.bg};
  color: ${colors.fg};
  font: inherit;
  font-weight: ${theme.fontWeights.semiBold};
  cursor: pointer;
  text-decoration: none;
  &:hover:not(:disabled) {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** No look of its own: `reset` and `custom` buttons are styled by their caller. */
export const bare = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export const primary = css`
  background: var(--plaza-button-primary-bg, ${colors.primary});
  border-color: var(--plaza-button-primary-bg, ${colors.primary});
  color: var(--plaza-button-primary-fg, ${colors.onPrimary});
  &:hover:not(:disabled) {
    background: ${colors.primaryHover};
    border-color: ${colors.primaryHover};
    color: ${colors.onPrimary};
  }
`;

const textLike = `
  min-inline-size: 0;
  padding-inline: 4px;
  border-color: transparent;
  background: transparent;
  &:hover:not(:disabled) {
    border-color: transparent;
    text-decoration: underline;
  }
`;

/** Text in the colour around it, e.g. on a banner. */
export const text = css`
  ${textLike}
  color: inherit;
  &:hover:not(:disabled) {
    color: inherit;
  }
`;

export const textPrimary = css`
  ${textLike}
  color: ${colors.primary};
`;

const iconLike = `
  min-inline-size: 0;
  padding: 0;
  border-color: transparent;
  background: transparent;
  color: inherit;
  &:hover:not(:disabled) {
    border-color: transparent;
    background: ${colors.bgAlt};
    color: ${colors.primary};
  }
`;

export const icon = css`
  ${iconLike}
  inline-size: ${theme.controlHeight}px;
  block-size: ${theme.controlHeight}px;
`;

export const iconMenubar = css`
  ${iconLike}
  min-block-size: ${medium}px;
  inline-size: ${medium}px;
  block-size: ${medium}px;
`;

/** iconMenubar in a bar with labels under its icons (src/ui/IconLabel.tsx). */
export const iconMenubarLabelled = css`
  ${labelledButtonRules}
`;

export const iconCompact = css`
  ${iconLike}
  min-block-size: ${compact}px;
  inline-size: ${compact}px;
  block-size: ${compact}px;
`;

/** For dark or image backgrounds: white outline and text. */
export const transparent = css`
  border-color: ${onDark};
  background: transparent;
  color: ${onDark};
  &:hover:not(:disabled) {
    border-color: ${onDark};
    background: rgba(255, 255, 255, 0.15);
    color: ${onDark};
  }
`;

export const outline = css`
  border-color: ${colors.primary};
  background: transparent;
  color: ${colors.primary};
  &:hover:not(:disabled) {
    background: ${colors.primary};
    color: ${onDark};
  }
`;

/** A see-through fill for buttons over pictures. */
export const translucid = css`
  border-color: transparent;
  background: rgba(255, 255, 255, 0.2);
  color: ${onDark};
  &:hover:not(:disabled) {
    border-color: transparent;
    background: rgba(255, 255, 255, 0.3);
    color: ${onDark};
  }
`;

export const titleBarLink = css`
  min-inline-size: 0;
  min-block-size: ${theme.titleBarHeight}px;
  padding-inline: 8px;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: inherit;
  font-weight: ${theme.fontWeights.normal};
  &:hover:not(:disabled) {
    color: inherit;
    text-decoration: underline;
  }
`;

const dashboard = `
  min-block-size: ${medium}px;
  min-inline-size: 0;
  padding-inline: 12px;
  font-size: ${theme.fontSizes.medium}px;
`;

export const dashboardStandard = css`
  ${dashboard}
`;

export const dashboardPrimary = css`
  ${dashboard}
  background: ${colors.primary};
  border-color: ${colors.primary};
  color: ${colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${colors.primaryHover};
    color: ${colors.onPrimary};
  }
`;

export const dashboardSecondary = css`
  ${dashboard}
  border-color: ${colors.primary};
  color: ${colors.primary};
`;

export const dashboardLink = css`
  ${dashboard}
  ${textLike}
  color: ${colors.primary};
`;

/** The standard look, sized by its content rather than the min width. */
export const notStandard = css`
  min-inline-size: 0;
`;

/** Looks like a text input: for buttons that open a picker. */
export const input = css`
  justify-content: flex-start;
  inline-size: 100%;
  min-inline-size: 0;
  padding-inline: 12px;
  font-weight: ${theme.fontWeights.normal};
  text-align: start;
  &:hover:not(:disabled) {
    color: ${colors.fg};
  }
`;

/** While loading the label keeps its room (no jump in width) but is hidden behind the spinner. */
export const hiddenContent = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  visibility: hidden;
`;

export const shownContent = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

export const loaderSlot = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  & > [role="status"] {
    inline-size: 20px;
    block-size: 20px;
    color: inherit;
  }
`;
