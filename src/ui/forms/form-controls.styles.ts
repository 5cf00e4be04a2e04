import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Field, label, input, hint and error come from TextField.styles; these are what generated forms add.
export const required = css`
  color: ${colors.error};
  margin-inline-start: 2px;
`;
export const textarea = css`
  min-height: 96px;
  padding: 8px 10px;
  border-radius: ${theme.radius}px;
  border: ${theme.borderWidth}px solid ${colors.border};
  font: inherit;
  resize: vertical;
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
`;
export const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${theme.fontSizes.medium}px;
`;
export const toggleRow = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: ${theme.fontWeights.semiBold};
  & input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${colors.primary};
  }
`;
export const colourRow = css`
  display: flex;
  gap: 8px;
  align-items: center;
  & input[type="color"] {
    inline-size: ${theme.controlHeight}px;
    block-size: ${theme.controlHeight}px;
    padding: 2px;
    border-radius: ${theme.radius}px;
    border: ${theme.borderWidth}px solid ${colors.border};
  }
`;
export const group = css`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-inline-size: 0;
  & > legend {
    padding: 0;
    margin-block-end: 8px;
    font-size: ${theme.fontSizes.large}px;
    font-weight: ${theme.fontWeights.bold};
  }
`;
export const alert = css`
  padding: 12px 16px;
  margin-block-end: 16px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
  & ul {
    margin: 4px 0 0;
    padding-inline-start: 20px;
  }
`;
export const actions = css`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-block-start: 8px;
`;
export const dialogBody = css`
  padding: 16px;
`;

/** An image field: its address, then a preview and the upload button. */
export const imageField = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
export const imagePreview = css`
  max-inline-size: 200px;
  max-block-size: 80px;
  object-fit: contain;
  align-self: flex-start;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const imageActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
