import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const sortSelect = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${theme.fontSizes.medium}px;
  & select {
    min-height: ${theme.controlHeight}px;
    padding: 0 8px;
    border: ${theme.borderWidth}px solid ${colors.border};
    border-radius: ${theme.radius}px;
    background: ${colors.bg};
    font: inherit;
  }
`;
