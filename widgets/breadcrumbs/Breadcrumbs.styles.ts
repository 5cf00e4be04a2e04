import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const nav = css`
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;

export const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const item = css`
  display: inline-flex;
  align-items: center;
  min-inline-size: 0;
`;

export const separator = css`
  margin-inline: 6px;
  /* "›" is a mirrored character: right to left, the browser draws it as "‹" by itself. */
`;

export const link = css`
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
  &[aria-current="page"] {
    color: ${colors.fg};
    font-weight: ${theme.fontWeights.semiBold};
  }
`;
