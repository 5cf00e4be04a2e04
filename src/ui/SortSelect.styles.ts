import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

export const sortSelect = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${theme.fontSizes.medium}px;
  & select {
    min-height: ${theme.controlHeight}px;
    padding: 0 8px;
    border: ${theme.borderWidth}px solid ${theme.colors.border};
    border-radius: ${theme.radius}px;
    background: ${theme.colors.bg};
    font: inherit;
  }
`;
