import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const muted = css`
  margin: 0 0 16px;
  color: ${colors.muted};
`;
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  & p {
    margin: 0;
  }
`;
/** The range switch: three buttons side by side, the pressed one a primary button. */
export const rangeGroup = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;
export const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  &[aria-busy="true"] {
    opacity: 0.6;
  }
`;
export const card = css`
  padding: 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  & h3 {
    margin: 0;
    font-size: ${theme.fontSizes.medium}px;
    font-weight: ${theme.fontWeights.semiBold};
    color: ${colors.muted};
  }
`;
export const total = css`
  margin: 4px 0 8px;
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.bold};
  color: ${colors.fg};
`;
export const chart = css`
  margin: 0;
`;
export const chartDrawing = css`
  display: block;
  inline-size: 100%;
  block-size: 64px;
`;
export const bar = css`
  fill: ${colors.primary};
  @media (forced-colors: active) {
    fill: CanvasText;
  }
`;
export const baseline = css`
  stroke: ${colors.border};
  stroke-width: 1;
  @media (forced-colors: active) {
    stroke: CanvasText;
  }
`;
/** Days run left to right in the drawing, so its first and last dates do too, in right-to-left pages as well. */
export const axis = css`
  direction: ltr;
  display: flex;
  justify-content: space-between;
  margin-top: 4px;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
export const table = css`
  inline-size: 100%;
  max-inline-size: 720px;
  border-collapse: collapse;
  & th,
  & td {
    padding: 8px;
    border-bottom: ${theme.borderWidth}px solid ${colors.border};
    text-align: start;
  }
  & td:last-child,
  & th:last-child {
    text-align: end;
  }
  & a {
    color: ${colors.primary};
  }
  & a:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
