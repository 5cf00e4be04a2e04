import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

const height = 18;

export const badge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${height}px;
  height: ${height}px;
  padding: 0 5px;
  border-radius: ${height / 2}px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: ${theme.fontSizes.extraSmall}px;
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
`;

/** On a primary-coloured surface (the title bar): the colours turn around. */
export const onPrimary = css`
  background: ${colors.onPrimary};
  color: ${colors.primary};
`;
