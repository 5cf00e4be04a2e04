import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.gutter.half}px;
  min-width: 0;
`;
export const title = css`
  ${widgetTitleRules}
`;
export const subtitle = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  font-weight: ${theme.fontWeights.semiBold};
  color: ${colors.muted};
`;
export const description = css`
  margin: 0;
`;
export const facts = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  & dt {
    color: ${colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
export const part = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;
export const partTitle = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const plainList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const participant = css`
  display: block;
  border-radius: 50%;
  line-height: 0;
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
export const more = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  color: ${colors.muted};
`;
export const related = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.medium}px;
  & a {
    font-weight: ${theme.fontWeights.semiBold};
    overflow-wrap: anywhere;
  }
`;
export const relatedMeta = css`
  display: block;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
