import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

/** The scope drop-down, before the box: as tall as the box, at most a third of the form. */
export const scope = css`
  flex: 0 1 auto;
  max-inline-size: 33%;
  block-size: ${theme.controlHeight}px;
  padding-inline: 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  font: inherit;
`;
