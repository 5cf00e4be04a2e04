import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const body = css`
  padding: 16px;
  overflow-y: auto;
`;
export const alert = css`
  padding: 10px 12px;
  margin-block-end: 16px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const fieldset = css`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
export const legend = css`
  font-weight: ${theme.fontWeights.semiBold};
  margin-block-end: 4px;
`;
export const choice = css`
  display: flex;
  align-items: baseline;
  gap: 8px;
`;
export const commentChoice = css`
  display: flex;
  align-items: baseline;
  gap: 8px;
  padding-block: 4px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 16px;
`;
export const label = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const select = css`
  height: ${theme.controlHeight}px;
  padding: 0 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
`;
export const textarea = css`
  min-block-size: 80px;
  padding: 8px 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
`;
export const menuIcon = css`
  font-size: 20px;
  line-height: 1;
`;
