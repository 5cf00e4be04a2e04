import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const entry = css`
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  &:first-child {
    border-block-start: none;
  }
`;

export const link = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding-block: 12px;
  padding-inline: 8px;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.bgAlt};
  }
`;

export const text = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
`;

/** An unread entry's text is bold as well as labelled, so the state never rests on colour alone. */
export const unreadText = css`
  font-weight: ${theme.fontWeights.semiBold};
`;

export const meta = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;

export const unreadBadge = css`
  flex: none;
`;
