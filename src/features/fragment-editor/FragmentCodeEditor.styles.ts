import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors, focusRing } from "../../../runtime/theme/css-variables";

export const editor = css`
  display: grid;
  /* Long lines scroll inside the code pane instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  min-inline-size: 0;
  gap: 8px;
`;
export const hint = css`
  margin: 0;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const problems = css`
  display: grid;
  gap: 4px;
`;
export const problemsHeading = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const problemList = css`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const problem = css`
  display: flex;
  gap: 8px;
  inline-size: 100%;
  padding: 4px 8px;
  border: 0;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 2px;
  }
`;
export const position = css`
  flex: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;
