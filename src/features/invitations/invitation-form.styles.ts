import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const label = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const textarea = css`
  min-height: 96px;
  padding: 8px 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
  resize: vertical;
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
`;
export const hint = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const invitees = css`
  margin: 0;
  padding-inline-start: 20px;
`;
export const invalid = css`
  color: ${colors.error};
`;
export const alert = css`
  padding: 10px 12px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const actions = css`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;
