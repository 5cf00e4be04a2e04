import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const panel = css`
  margin-block-start: 24px;
`;
export const heading = css`
  margin: 0 0 4px;
  font-size: ${theme.fontSizes.medium}px;
`;
export const summary = css`
  margin: 0 0 8px;
  color: ${colors.muted};
`;
export const table = css`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.small}px;
  th,
  td {
    padding: 4px 8px 4px 0;
    text-align: start;
    border-block-end: ${theme.borderWidth}px solid ${colors.border};
  }
  tbody th {
    font-weight: ${theme.fontWeights.normal};
  }
`;
export const sample = css`
  display: inline-block;
  min-inline-size: 32px;
  padding: 2px 6px;
  margin-inline-end: 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font-weight: ${theme.fontWeights.semiBold};
  text-align: center;
`;
export const colours = css`
  color: ${colors.muted};
  font-family: ui-monospace, monospace;
`;
export const low = css`
  color: ${colors.error};
  font-weight: ${theme.fontWeights.semiBold};
`;
export const summaryLow = css`
  margin: 0 0 8px;
  color: ${colors.error};
  font-weight: ${theme.fontWeights.semiBold};
`;
