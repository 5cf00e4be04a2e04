import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

// Mobile alignment applies below the compact breakpoint (shell spec §9: 800).
const compact = `@media (max-width: ${theme.breakpoints.compact}px)`;

export const banner = css`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding-block: ${theme.gutter.half}px;
  padding-inline: ${theme.gutter.half}px;
`;

export const content = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  inline-size: 100%;
  max-inline-size: 1200px;
  margin-inline: auto;
`;

export const alignStart = css`
  align-items: flex-start;
  text-align: start;
`;

export const alignCenter = css`
  align-items: center;
  text-align: center;
`;

export const mobileAlignStart = css`
  ${compact} {
    align-items: flex-start;
    text-align: start;
  }
`;

export const mobileAlignCenter = css`
  ${compact} {
    align-items: center;
    text-align: center;
  }
`;

export const icon = css`
  inline-size: 40px;
  block-size: 40px;
  object-fit: contain;
`;

export const title = css`
  ${widgetTitleRules}
  font-size: ${theme.fontSizes.title}px;
`;

export const description = css`
  margin: 0;
  font-size: ${theme.fontSizes.large}px;
`;
