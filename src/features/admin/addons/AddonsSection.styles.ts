import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const hint = css`
  margin: 0 0 16px;
  color: ${colors.muted};
`;
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-inline-size: 720px;
`;
export const addon = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 0;
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
  & h3 {
    margin: 0;
    font-size: inherit;
  }
  & p {
    margin: 4px 0 0;
    color: ${colors.muted};
  }
`;
export const toggle = css`
  flex: none;
  position: relative;
  inline-size: 40px;
  block-size: 22px;
  padding: 0;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: 11px;
  background: ${colors.bgAlt};
  cursor: pointer;
  &::after {
    content: "";
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    inline-size: 16px;
    block-size: 16px;
    border-radius: 50%;
    background: ${colors.fg};
    transition: transform 0.15s;
  }
  &[aria-checked="true"] {
    background: ${colors.primary};
    border-color: ${colors.primary};
  }
  &[aria-checked="true"]::after {
    transform: translateX(18px);
    background: ${colors.bg};
  }
  &:disabled {
    cursor: wait;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
