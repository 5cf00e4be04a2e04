import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";

export const fieldset = css`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
`;
export const legend = css`
  margin-block-end: 4px;
  padding: 0;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const hint = css`
  margin: 0 0 8px;
`;
export const choice = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 4px;
`;
