import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";
import { widgetTitleRules } from "../../src/ui/widget-heading.styles";

/** Home widget limits of shell spec §9 (mirrors homeWidgetLimits; style files import only the theme). */
const minItemWidth = 180;
const imageMaxHeight = 250;
const backgroundImageMaxHeight = 400;
const gap = theme.gutter.half;

export const root = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const header = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const centered = css`
  text-align: center;
`;
export const title = css`
  ${widgetTitleRules}
`;
export const muted = css`
  margin: 4px 0 0;
  color: ${colors.muted};
`;
export const items = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** Columns come from the --columns custom property: never narrower than the minimum item width. */
export const grid = css`
  display: grid;
  gap: ${gap}px;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(${minItemWidth}px, calc((100% - (var(--columns) - 1) * ${gap}px) / var(--columns))), 1fr)
  );
`;
export const carousel = css`
  display: flex;
  gap: ${gap}px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > li {
    flex: 0 0 max(${minItemWidth}px, calc((100% - (var(--columns) - 1) * ${gap}px) / var(--columns)));
    scroll-snap-align: start;
  }
`;
export const list = css`
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
`;
export const linkList = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const card = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  height: 100%;
  box-sizing: border-box;
  padding: ${theme.gutter.half / 2}px 0;
`;
export const border = css`
  padding: ${theme.gutter.half}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const shadow = css`
  padding: ${theme.gutter.half}px;
  border-radius: ${theme.radius}px;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
`;
export const separator = css`
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
`;
export const image = css`
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: ${imageMaxHeight}px;
  object-fit: cover;
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
`;
export const background = css`
  position: relative;
  justify-content: flex-end;
  aspect-ratio: 16 / 16;
  max-height: ${backgroundImageMaxHeight}px;
  padding: ${theme.gutter.half}px;
  border-radius: ${theme.radius}px;
  background: ${colors.primary} center / cover no-repeat;
  color: #fff;
  & a,
  & p {
    color: #fff;
  }
`;
export const bubble = css`
  padding: ${theme.gutter.half}px;
  /* A speech bubble: square at the end-start corner (bottom left, bottom right right to left). */
  border-radius: ${theme.radius * 2}px;
  border-end-start-radius: 0;
  background: ${colors.bgAlt};
`;
export const link = css`
  color: ${colors.fg};
  font-weight: ${theme.fontWeights.semiBold};
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
export const excerpt = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  color: ${colors.muted};
`;
