import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const pickers = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-block-end: 16px;
  & label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: ${theme.fontWeights.semiBold};
  }
`;
export const table = css`
  inline-size: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 8px;
    border-block-end: 1px solid ${colors.border};
    text-align: start;
    vertical-align: top;
  }
  & td:first-child {
    inline-size: 45%;
    overflow-wrap: anywhere;
  }
`;
export const input = css`
  box-sizing: border-box;
  inline-size: 100%;
  padding: 6px 8px;
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font: inherit;
  color: inherit;
  background: ${colors.bg};
  &[data-state="unsaved"] {
    border-color: ${colors.primary};
  }
`;
export const actions = css`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-block-start: 16px;
`;
export const saved = css`
  color: ${colors.muted};
`;
