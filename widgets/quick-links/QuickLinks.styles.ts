import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

// Shell spec §9 "Banner and widgets": items at least 180 wide, at most 3 columns by default.
const minItemWidth = 180;

export const widget = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const title = css`
  ${widgetTitleRules}
  font-weight: ${theme.fontWeights.semiBold};
`;

export const centered = css`
  text-align: center;
`;

export const subtitle = css`
  margin: 0;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
  text-transform: uppercase;
`;

export const description = css`
  margin: 0;
  color: ${colors.muted};
`;

export const items = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const list = css`
  display: flex;
  flex-direction: column;
`;

export const inline = css`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.gutter.half}px;
`;

export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(max(${minItemWidth}px, calc((100% - 32px) / 3)), 1fr));
  gap: ${theme.gutter.half}px;
`;

export const carousel = css`
  display: flex;
  gap: ${theme.gutter.half}px;
  overflow-x: auto;
  scroll-snap-type: inline mandatory;
  & > li {
    flex: 0 0 ${minItemWidth}px;
    scroll-snap-align: start;
  }
`;

export const item = css`
  min-inline-size: 0;
`;

export const link = css`
  display: block;
  padding-block: 6px;
  color: ${colors.fg};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export const border = css`
  & > li {
    padding-inline: 12px;
    border: ${theme.borderWidth}px solid ${colors.border};
    border-radius: ${theme.radius}px;
  }
`;

export const shadow = css`
  & > li {
    padding-inline: 12px;
    border-radius: ${theme.radius}px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
  }
`;

export const separator = css`
  & > li {
    border-block-end: ${theme.borderWidth}px solid ${colors.border};
  }
`;

export const separatorBetween = css`
  & > li + li {
    border-block-start: ${theme.borderWidth}px solid ${colors.border};
  }
`;

export const navLinks = css`
  & a {
    color: ${colors.primary};
    font-weight: ${theme.fontWeights.semiBold};
  }
`;
