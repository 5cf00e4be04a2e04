import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const filters = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 4px 12px;
    border: ${theme.borderWidth}px solid ${colors.border};
    border-radius: ${theme.radius}px;
    color: ${colors.fg};
    text-decoration: none;
  }
  a[aria-current="page"] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.onPrimary};
  }
`;
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
export const title = css`
  margin: 0 0 4px;
  font-size: ${theme.fontSizes.large}px;
  overflow-wrap: anywhere;
`;
export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const status = css`
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  padding: 0 6px;
  color: ${colors.fg};
`;
export const errorStatus = css`
  border-color: ${colors.error};
  color: ${colors.error};
`;
export const excerpt = css`
  margin: 8px 0 0;
  overflow-wrap: anywhere;
`;
export const failure = css`
  margin: 8px 0 0;
  padding: 6px 10px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
  overflow-wrap: anywhere;
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
`;
export const scheduleFields = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  > * {
    flex: 1 1 160px;
  }
`;
export const alert = css`
  padding: 10px 12px;
  margin: 0 0 8px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const muted = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
