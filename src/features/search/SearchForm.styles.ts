import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";
import { searchInputRules } from "../../ui/search-input.styles";

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
  ${searchInputRules}
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
