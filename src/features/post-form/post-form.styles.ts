import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-width: ${theme.narrowContentWidth}px;
`;
export const heading = css`
  font-size: ${theme.fontSizes.title}px;
  margin-block: 0 16px;
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 16px;
  position: relative;
`;
export const label = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const input = css`
  min-height: ${theme.controlHeight}px;
  padding: 0 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
  background: ${colors.bg};
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
`;
export const textarea = css`
  min-height: 200px;
  padding: 8px 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
`;
export const fieldError = css`
  color: ${colors.error};
  font-size: ${theme.fontSizes.small}px;
`;
/** With ui/popup-list.styles' popupList. */
export const listbox = css`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  max-height: 300px;
`;
export const option = css`
  padding: 6px 10px;
  cursor: pointer;
  &[aria-selected="true"] {
    background: ${colors.bgAlt};
    color: ${colors.primary};
  }
`;
export const status = css`
  padding: 6px 10px;
  color: ${colors.muted};
`;
export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding-block: 2px;
  padding-inline: 10px 4px;
  border-radius: ${theme.radius * 2}px;
  background: ${colors.bgAlt};
  border: ${theme.borderWidth}px solid ${colors.border};
`;
export const chipRemove = css`
  border: 0;
  background: none;
  cursor: pointer;
  font: inherit;
  padding: 0 4px;
`;
export const alert = css`
  padding: 10px 12px;
  margin-block-end: 16px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const actions = css`
  display: flex;
  justify-content: flex-end;
`;
export const panel = css`
  padding: 24px;
  text-align: center;
`;
