import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 16px;
`;
export const label = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const input = css`
  height: ${theme.controlHeight}px;
  padding: 0 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
`;
export const error = css`
  color: ${colors.error};
  font-size: ${theme.fontSizes.small}px;
`;
export const hint = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
