import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const previewPanel = css`
  min-block-size: 120px;
  padding: 8px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  &:focus-visible {
    outline: 2px solid ${colors.primary};
  }
`;
export const previewNote = css`
  margin: 0;
  color: ${colors.muted};
`;
