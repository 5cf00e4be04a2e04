import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${theme.controlHeight}px;
  min-width: ${theme.buttonMinWidth}px;
  padding: 0 16px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${theme.colors.border};
  background: ${theme.colors.bg};
  color: ${theme.colors.fg};
  font: inherit;
  font-weight: ${theme.fontWeights.semiBold};
  cursor: pointer;
  text-decoration: none;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const primary = css`
  background: ${theme.colors.primary};
  border-color: ${theme.colors.primary};
  color: #fff;
  &:hover:not(:disabled) {
    background: ${theme.colors.primaryHover};
  }
`;

export const text = css`
  min-width: 0;
  border-color: transparent;
  background: transparent;
  color: ${theme.colors.primary};
`;
