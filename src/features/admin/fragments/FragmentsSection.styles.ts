import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors, focusRing } from "../../../../runtime/theme/css-variables";

export const muted = css`
  color: ${colors.muted};
`;
export const warning = css`
  max-width: 60em;
  padding: 16px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-inline-start-width: 4px;
  & > h3 {
    margin: 0 0 8px;
  }
  & ul {
    margin: 8px 0;
  }
`;
/** A table row's action buttons, side by side. */
export const rowActions = css`
  white-space: nowrap;
  & > * + * {
    margin-inline-start: 12px;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
`;
export const checkbox = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;
/** A table's own scroll region on narrow screens, reachable by keyboard. */
export const tableScroll = css`
  overflow-x: auto;
  max-inline-size: 100%;
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 2px;
  }
`;
export const table = css`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: 6px 8px;
    text-align: start;
    vertical-align: top;
    border-block-end: ${theme.borderWidth}px solid ${colors.border};
  }
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0 0 12px;
  & > label {
    font-weight: ${theme.fontWeights.semiBold};
  }
  & select,
  & input[type="file"] {
    max-width: 100%;
  }
`;
export const code = css`
  width: 100%;
  min-height: 16em;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
`;
export const error = css`
  color: ${colors.error};
`;
export const section = css`
  margin: 24px 0 0;
  padding: 16px 0 0;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  & > h4 {
    margin: 0 0 8px;
    font-size: ${theme.fontSizes.large}px;
  }
`;
export const preview = css`
  padding: 12px;
  border: ${theme.borderWidth}px dashed ${colors.border};
`;
export const previews = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 12px;
`;
