import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors, focusRing } from "../../../../runtime/theme/css-variables";

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 16px;
`;
export const search = css`
  min-width: 220px;
  padding: 6px 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font: inherit;
`;
export const checkbox = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;
export const tableScroll = css`
  overflow-x: auto;
  margin: 0 0 16px;
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 2px;
  }
`;

export const email = css`
  display: block;
  color: ${colors.muted};
  font-weight: normal;
  font-size: ${theme.fontSizes.small}px;
  overflow-wrap: anywhere;
`;

export const table = css`
  width: 100%;
  margin: 0 0 16px;
  border-collapse: collapse;
  & th,
  & td {
    padding: 8px;
    border-bottom: ${theme.borderWidth}px solid ${colors.border};
    text-align: left;
    vertical-align: middle;
  }
  & thead th {
    color: ${colors.muted};
    font-weight: normal;
  }
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
export const empty = css`
  color: ${colors.muted};
`;
export const dialogBody = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;
export const dialogText = css`
  margin: 0;
`;
export const fieldLabel = css`
  font-weight: bold;
`;
export const reason = css`
  padding: 6px 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font: inherit;
  resize: vertical;
`;
export const roles = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
`;
export const role = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;
export const fieldError = css`
  margin: 0;
  color: ${colors.error};
`;
export const sortButton = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 4px;
  margin: -2px -4px;
  border: 0;
  border-radius: ${theme.radius}px;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 1px;
  }
`;
export const sortMark = css`
  font-size: 0.75em;
`;
export const number = css`
  font-variant-numeric: tabular-nums;
`;
