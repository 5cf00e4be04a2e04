import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const form = css`
  display: flex;
  align-items: stretch;
  gap: 8px;
  inline-size: 100%;
`;

export const field = css`
  position: relative;
  flex: 1 1 auto;
  min-inline-size: 0;
`;

export const input = css`
  box-sizing: border-box;
  inline-size: 100%;
  block-size: ${theme.controlHeight}px;
  padding-inline: 12px 36px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  font: inherit;
  font-size: ${theme.fontSizes.large}px;
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 1px;
  }
`;

export const large = css`
  block-size: ${theme.largeInputHeight}px;
  min-block-size: ${theme.largeInputHeight}px;
`;

export const clear = css`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 4px;
  margin-block: auto;
  block-size: 28px;
  inline-size: 28px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.subTitle}px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
  }
`;

export const submit = css`
  flex: 0 0 auto;
`;
