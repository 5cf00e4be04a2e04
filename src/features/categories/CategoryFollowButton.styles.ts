import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const root = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-end: ${theme.gutter.half}px;
`;
export const start = css`
  align-items: flex-start;
`;
export const center = css`
  align-items: center;
`;
export const end = css`
  align-items: flex-end;
`;
export const error = css`
  margin: 0;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.error};
`;
