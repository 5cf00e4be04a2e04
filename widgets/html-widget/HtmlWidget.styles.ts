import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const widget = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const title = css`
  ${widgetTitleRules}
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.semiBold};
`;

// Shell spec §2: iframe embeds have a maximum height of 80vh.
export const frame = css`
  display: block;
  inline-size: 100%;
  max-block-size: 80vh;
  border: 0;
`;
