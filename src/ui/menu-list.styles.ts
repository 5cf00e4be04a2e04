import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

// Shell spec §9: drop-down items at least 30 high; the flyout is at least 350 wide (DECISIONS.md).
/** Styles of the title bar's menu lists (notifications, messages): entries, meta, badges. */
export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-block: 4px;
  padding-inline: 12px;
`;

export const title = css`
  font-weight: ${theme.fontWeights.bold};
`;

export const entry = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${theme.overlay.dropDownItemMinHeight.default}px;
  padding-block: 8px;
  padding-inline: 12px;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
  }
`;

export const entryText = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
`;

export const meta = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;

export const unreadDot = css`
  flex: none;
  inline-size: 8px;
  block-size: 8px;
  margin-block-start: 6px;
  border-radius: 50%;
  background: ${colors.primary};
`;

export const message = css`
  margin: 0;
  padding-block: 12px;
  padding-inline: 12px;
  color: ${colors.muted};
`;

export const footer = css`
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  font-weight: ${theme.fontWeights.semiBold};
`;

export const toggleIcon = css`
  position: relative;
  display: inline-flex;
`;

export const toggleBadge = css`
  position: absolute;
  inset-block-start: -8px;
  inset-inline-end: -10px;
`;
