import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const form = css`
  display: flex;
  flex-direction: column;
`;
export const alert = css`
  margin-block-end: 16px;
  padding: 10px 12px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const choice = css`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin-block-end: 16px;
`;
export const actions = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;
