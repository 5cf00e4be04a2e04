import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

/** Shell spec §9: home widget items are at least 180 px wide. */
const MIN_ITEM_WIDTH = 180;

export { root, header, centered, title, subtitle, description } from "../../src/ui/widget-heading.styles";
export const grid = css`
  display: grid;
  gap: ${theme.gutter.half}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** Columns 1 to 4: as many as fit at the minimum item width, never more than the widget's maximum. */
const columnsOf = (n: number) =>
  `repeat(auto-fill, minmax(max(${MIN_ITEM_WIDTH}px, calc((100% - ${(n - 1) * theme.gutter.half}px) / ${n})), 1fr))`;
export const columns1 = css`
  grid-template-columns: 1fr;
`;
export const columns2 = css`
  grid-template-columns: ${columnsOf(2)};
`;
export const columns3 = css`
  grid-template-columns: ${columnsOf(3)};
`;
export const columns4 = css`
  grid-template-columns: ${columnsOf(4)};
`;
export const item = css`
  padding: ${theme.gutter.half}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
`;
export const listItem = css`
  padding: ${theme.gutter.half}px 0;
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
  &:last-child {
    border-bottom: none;
  }
`;
export const name = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${theme.fontSizes.large}px;
  font-weight: ${theme.fontWeights.semiBold};
  & a {
    color: ${colors.fg};
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
export const itemDescription = css`
  margin: 4px 0 0;
  font-size: ${theme.fontSizes.medium}px;
`;
export const counts = css`
  display: flex;
  gap: 12px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
export const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px ${theme.gutter.half}px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    color: ${colors.primary};
  }
`;
export const dot = css`
  width: 12px;
  height: 12px;
`;
export const lastPost = css`
  margin: 8px 0 0;
  font-size: ${theme.fontSizes.small}px;
  overflow-wrap: anywhere;
  & a {
    color: ${colors.primary};
  }
`;
export const lastPostLabel = css`
  color: ${colors.muted};
  &::after {
    content: ":";
  }
`;
export const lastPostMeta = css`
  color: ${colors.muted};
`;
/** Subcategories: a nested list, indented along the reading direction. */
export const children = css`
  margin: ${theme.gutter.half}px 0 0;
  padding: 0;
  padding-inline-start: ${theme.gutter.half}px;
  list-style: none;
  border-inline-start: 2px solid ${colors.border};
`;
export const childItem = css`
  padding: ${theme.gutter.half / 2}px 0;
  & h3,
  & h4,
  & h5,
  & h6 {
    font-size: ${theme.fontSizes.medium}px;
  }
`;
