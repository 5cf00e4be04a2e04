import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Shell spec §9: drop-down items at least 30 high (44 on mobile); user photo medium 40.
export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const link = css`
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${theme.overlay.dropDownItemMinHeight.default}px;
  padding-block: 4px;
  padding-inline: 12px;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
    color: ${colors.primary};
  }
`;

export const userHeader = css`
  padding-block: 8px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;

export const userName = css`
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

export const tabList = css`
  display: flex;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;

export const tab = css`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-block-size: ${theme.overlay.dropDownItemMinHeight.mobile}px;
  margin: 0;
  padding-inline: 8px;
  border: 0;
  border-block-end: 2px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-selected="true"] {
    border-block-end-color: ${colors.primary};
    color: ${colors.primary};
    font-weight: ${theme.fontWeights.semiBold};
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
`;

export const tabPanel = css`
  padding-block: 4px;
`;
