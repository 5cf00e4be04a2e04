import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const checkbox = css`
  inline-size: 16px;
  block-size: 16px;
  margin: 0;
  accent-color: ${colors.primary};
`;
export const bar = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
export const barText = css`
  margin: 0;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;
export const body = css`
  padding: 16px;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & textarea,
  & input[type="number"] {
    font: inherit;
    padding: 6px 8px;
    border: ${theme.borderWidth}px solid ${colors.border};
    border-radius: ${theme.radius}px;
    background: ${colors.bg};
    color: ${colors.fg};
  }
`;
export const choice = css`
  display: flex;
  align-items: baseline;
  gap: 8px;
`;
export const fieldset = css`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
export const legend = css`
  font-weight: ${theme.fontWeights.semiBold};
  margin-block-end: 4px;
`;
export const items = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const itemRow = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${theme.fontSizes.medium}px;
`;
export const statusError = css`
  color: ${colors.error};
`;
export const statusMuted = css`
  color: ${colors.muted};
`;
