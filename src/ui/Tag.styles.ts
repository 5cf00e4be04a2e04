import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

// The theme has no success colour yet. This green is the tag's own background, under white text
// (5.6:1), so the tag reads the same on a light or a dark theme; as text on a dark page it did not.
const successColor = "#1e7a3a";

export const tag = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 2px 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
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
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

export const standard = css``;

export const greyscale = css`
  border-color: ${colors.border};
  background: ${colors.bgAlt};
  color: ${colors.muted};
`;

export const colored = css`
  border-color: ${colors.primary};
  color: ${colors.primary};
`;

export const success = css`
  border-color: ${successColor};
  background: ${successColor};
  color: #fff;
`;

export const primary = css`
  border-color: ${colors.primary};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  a&:hover,
  a&:focus-visible {
    background: ${colors.primaryHover};
    color: ${colors.onPrimary};
  }
`;

export const error = css`
  border-color: ${colors.error};
  background: ${colors.errorBg};
  color: ${colors.error};
`;
