import { css } from "@linaria/core";
import { theme } from "../theme/variables";

export const notice = css`
  display: inline-block;
  margin-block: 4px;
  padding: 2px 8px;
  border: ${theme.borderWidth}px solid ${theme.colors.error};
  border-radius: ${theme.radius}px;
  background: ${theme.colors.errorBg};
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.small}px;
`;
