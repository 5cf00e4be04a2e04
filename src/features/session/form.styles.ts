import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";

export const form = css`
  display: flex;
  flex-direction: column;
`;
export const alert = css`
  margin-block-end: 16px;
  padding: 10px 12px;
  border-radius: ${theme.radius}px;
  background: ${theme.colors.errorBg};
  color: ${theme.colors.error};
`;
export const actions = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;
