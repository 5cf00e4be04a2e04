import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
export const entry = css`
  border-top: ${theme.borderWidth}px solid ${colors.border};
  padding: 16px 0;
  &:first-child {
    border-top: none;
  }
`;
export const byline = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
  a {
    color: ${colors.fg};
    font-weight: 600;
  }
`;
export const title = css`
  margin: 8px 0 4px;
  font-size: ${theme.fontSizes.large}px;
`;
export const body = css`
  margin: 8px 0 0;
  overflow-wrap: anywhere;
`;
export const plainBody = css`
  margin: 8px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
export const status = css`
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  padding: 0 6px;
  color: ${colors.fg};
`;
export const diff = css`
  margin: 12px 0 0;
  padding: 8px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const diffCaption = css`
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
/* Underline and strike-through carry the meaning; the tint only helps. */
export const diffAdded = css`
  text-decoration: underline;
  background: color-mix(in srgb, ${colors.primary} 15%, transparent);
`;
export const diffRemoved = css`
  text-decoration: line-through;
  background: color-mix(in srgb, ${colors.fg} 10%, transparent);
`;
export const revisionActions = css`
  margin-top: 8px;
`;
export const filterList = css`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 8px;
  padding: 0;
  a[aria-current="page"] {
    font-weight: 600;
    text-decoration: none;
  }
`;
