import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export { root, header, centered, title, subtitle, description } from "../../src/ui/widget-heading.styles";
export const error = css`
  margin: 0;
  padding: ${theme.gutter.half}px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const viewAll = css`
  display: inline-block;
  margin-top: ${theme.gutter.half}px;
  font-weight: ${theme.fontWeights.semiBold};
  color: ${colors.primary};
`;
