import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const section = css`
  & + & {
    margin-block-start: 24px;
    padding-block-start: 16px;
    border-block-start: ${theme.borderWidth}px solid ${colors.border};
  }
  h2 {
    margin-block: 0 12px;
    font-size: ${theme.fontSizes.subTitle}px;
  }
`;
