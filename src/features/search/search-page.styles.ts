import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const searchBox = css`
  max-inline-size: 705px;
  margin-block-end: 16px;
`;
export const tabs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  & a[aria-current="page"] {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
  }
`;
export const layout = css`
  display: grid;
  gap: 24px;
  @media (min-width: ${theme.breakpoints.compact}px) {
    grid-template-columns: minmax(0, 1fr) 260px;
  }
`;
/** Before the results in the page; in the right column on wide screens. */
export const filterPanel = css`
  @media (min-width: ${theme.breakpoints.compact}px) {
    grid-row: 1;
    grid-column: 2;
  }
`;
/** "Filters" opens the panel on narrow screens; wide screens always show it. */
export const filterToggle = css`
  min-block-size: ${theme.controlHeight}px;
  padding-inline: 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  @media (min-width: ${theme.breakpoints.compact}px) {
    display: none;
  }
`;
export const filterBody = css`
  @media (max-width: ${theme.breakpoints.compact - 0.02}px) {
    &[data-open="false"] {
      display: none;
    }
    margin-block-start: 12px;
  }
`;
export const guide = css`
  & ul {
    padding-inline-start: 20px;
  }
`;
export const filters = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: stretch;
`;
export const filterField = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & input:not([type="checkbox"], [type="radio"]),
  & select {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: ${theme.controlHeight}px;
    font: inherit;
  }
`;
export const check = css`
  display: flex;
  gap: 6px;
  align-items: center;
`;
export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const chip = css`
  display: inline-flex;
  gap: 4px;
  align-items: center;
  padding-inline: 8px 2px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  & button {
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;
export const error = css`
  color: ${colors.error};
`;
export const results = css`
  min-block-size: 240px;
  @media (min-width: ${theme.breakpoints.compact}px) {
    grid-row: 1;
    grid-column: 1;
  }
`;
export const comboField = css`
  position: relative;
`;
export const listbox = css`
  position: absolute;
  inset-inline: 0;
  z-index: 2;
  margin: 2px 0 0;
  padding: 4px 0;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  list-style: none;
  & > li {
    padding: 6px 10px;
    cursor: pointer;
  }
  & > li[aria-selected="true"] {
    outline: 2px solid currentcolor;
    outline-offset: -2px;
  }
`;
