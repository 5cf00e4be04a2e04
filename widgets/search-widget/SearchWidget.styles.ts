import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const widget = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const title = css`
  ${widgetTitleRules}
  font-weight: ${theme.fontWeights.semiBold};
`;

export const description = css`
  margin: 0;
  color: ${colors.muted};
`;
