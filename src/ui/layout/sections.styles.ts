import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";

/**
 * Section widths of shell spec §9: panel 216 (292 for the two-column panel), middle column 672,
 * narrow content 900, full gutter 40, gutter 16; two columns from 1200 down to one column below
 * 550 + the padded panel width.
 */
const panel = 216;
const widePanel = 292;
const middle = 672;
const oneColumnBelow = 550 + widePanel + theme.gutter.full;

export const container = css`
  box-sizing: border-box;
  width: 100%;
  max-width: ${panel * 2 + middle + theme.gutter.full * 4}px;
  margin-inline: auto;
  padding-inline: ${theme.gutter.half}px;
  padding-block-start: ${theme.gutter.half * 1.5}px;
  margin-block-end: ${theme.gutter.full}px;
`;
export const narrow = css`
  max-width: ${theme.narrowContentWidth}px;
`;
export const fullWidth = css`
  width: 100%;
  margin-block-end: ${theme.gutter.full}px;
`;
export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.gutter.half * 1.5}px;
  min-width: 0;
`;
export const breadcrumbs = css`
  margin-block-end: ${theme.gutter.half}px;
`;
export const twoColumns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${widePanel}px;
  grid-template-areas: "main panel";
  gap: ${theme.gutter.full}px;
  @media (max-width: ${oneColumnBelow}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "main" "panel";
  }
`;
export const inverted = css`
  grid-template-columns: ${widePanel}px minmax(0, 1fr);
  grid-template-areas: "panel main";
  @media (max-width: ${oneColumnBelow}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "main" "panel";
  }
`;
export const threeColumns = css`
  display: grid;
  grid-template-columns: ${panel}px minmax(0, ${middle}px) ${panel}px;
  grid-template-areas: "left middle right";
  justify-content: center;
  gap: ${theme.gutter.full}px;
  @media (max-width: ${theme.breakpoints.twoColumns}px) {
    grid-template-columns: minmax(0, 1fr) ${widePanel}px;
    grid-template-areas: "middle right" "left right";
  }
  @media (max-width: ${oneColumnBelow}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "middle" "left" "right";
  }
`;
export const evenColumns = css`
  display: grid;
  gap: ${theme.gutter.full}px;
  grid-template-columns: repeat(var(--plaza-columns, 2), minmax(0, 1fr));
  @media (max-width: ${theme.breakpoints.compact}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
export const areaMain = css`
  grid-area: main;
`;
export const areaPanel = css`
  grid-area: panel;
`;
export const areaLeft = css`
  grid-area: left;
`;
export const areaMiddle = css`
  grid-area: middle;
`;
export const areaRight = css`
  grid-area: right;
`;
