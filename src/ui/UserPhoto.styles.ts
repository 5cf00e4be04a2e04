import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

// Width and height come inline from the size (shell spec §9 user photo sizes).
export const photo = css`
  display: inline-block;
  flex-shrink: 0;
  box-sizing: border-box;
  border-radius: 50%;
  object-fit: cover;
  vertical-align: middle;
  background: ${colors.bgAlt};
`;

export const fallback = css`
  color: ${colors.muted};
  border: ${theme.borderWidth}px solid ${colors.border};
`;
