import { css } from "@linaria/core";
import { theme } from "../theme/variables";
import { colors } from "../theme/css-variables";

export const notice = css`
  display: inline-block;
  margin-block: 4px;
  padding: 2px 8px;
  border: ${theme.borderWidth}px solid ${colors.error};
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
  font-size: ${theme.fontSizes.small}px;
`;
