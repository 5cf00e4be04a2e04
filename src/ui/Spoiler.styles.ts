import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const spoiler = css`
  margin-block: 8px;
  padding: 8px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
`;

// No `display` here: the `hidden` attribute must keep working.
export const content = css`
  margin-block-start: 8px;
`;
