import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

// The theme has no success colour yet; this green passes 4.5:1 contrast on white.
const successColor = "#1e7a3a";

export const tag = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 2px 8px;
  border: ${theme.borderWidth}px solid ${theme.colors.border};
  border-radius: ${theme.radius}px;
  background: ${theme.colors.bg};
  color: ${theme.colors.fg};
  font-size: ${theme.fontSizes.small}px;
  font-weight: ${theme.fontWeights.semiBold};
  line-height: 1.5;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  a& {
    cursor: pointer;
  }
  a&:hover,
  a&:focus-visible {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

export const standard = css``;

export const greyscale = css`
  border-color: ${theme.colors.border};
  background: ${theme.colors.bgAlt};
  color: ${theme.colors.muted};
`;

export const colored = css`
  border-color: ${theme.colors.primary};
  color: ${theme.colors.primary};
`;

export const success = css`
  border-color: ${successColor};
  color: ${successColor};
`;

export const primary = css`
  border-color: ${theme.colors.primary};
  background: ${theme.colors.primary};
  color: #fff;
  a&:hover,
  a&:focus-visible {
    background: ${theme.colors.primaryHover};
    color: #fff;
  }
`;

export const error = css`
  border-color: ${theme.colors.error};
  background: ${theme.colors.errorBg};
  color: ${theme.colors.error};
`;
