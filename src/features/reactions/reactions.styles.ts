import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin-top: 8px;
  font-size: ${theme.fontSizes.medium}px;
`;
export const reaction = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  justify-content: center;
  min-width: 32px;
  min-height: 28px;
  padding: 2px 6px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: transparent;
  color: ${colors.fg};
  font: inherit;
  cursor: pointer;
  &[aria-pressed="true"] {
    border-color: ${colors.primary};
    color: ${colors.primary};
    font-weight: ${theme.fontWeights.semiBold};
  }
  &[aria-disabled="true"] {
    cursor: progress;
  }
`;
export const reactionCount = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  color: ${colors.muted};
`;
export const icon = css`
  display: block;
  flex-shrink: 0;
`;
export const count = css`
  font-variant-numeric: tabular-nums;
`;
export const score = css`
  color: ${colors.muted};
`;
export const tooltipName = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const pickerItem = css`
  &[aria-checked="true"] {
    color: ${colors.primary};
    font-weight: ${theme.fontWeights.semiBold};
  }
`;
export const logList = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
/** The moderators' Reaction Log button: a quiet text button at the row's end. */
export const logButton = css`
  padding: 2px 6px;
  border: 0;
  background: none;
  color: ${colors.primary};
  font: inherit;
  font-size: ${theme.fontSizes.small}px;
  text-decoration: underline;
  cursor: pointer;
`;
export const logDialogBody = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  max-block-size: 60vh;
  overflow-y: auto;
`;
export const logEntries = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const logEntry = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-block: 6px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
