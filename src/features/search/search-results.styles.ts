import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const item = css`
  display: flex;
  gap: 12px;
  padding-block: 16px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const body = css`
  flex: 1 1 auto;
  min-inline-size: 0;
`;
export const title = css`
  margin: 0 0 4px;
  font-size: ${theme.fontSizes.large}px;
  font-weight: ${theme.fontWeights.semiBold};
  overflow-wrap: anywhere;
`;
export const excerpt = css`
  margin: 4px 0;
  overflow-wrap: anywhere;
  & mark {
    background: ${colors.bgAlt};
    color: inherit;
    font-weight: ${theme.fontWeights.bold};
  }
`;
export const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const crumbs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li + li::before {
    content: "›";
    margin-inline-end: 4px;
  }
`;
export const matches = css`
  margin: 8px 0 0;
  padding-inline-start: 12px;
  border-inline-start: 2px solid ${colors.border};
  list-style: none;
  & > li + li {
    margin-block-start: 8px;
  }
`;
export const more = css`
  display: inline-block;
  margin-block-start: 8px;
`;
