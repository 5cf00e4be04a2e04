import { css } from "@linaria/core";
import { theme } from "../theme/variables";
import { colors } from "../theme/css-variables";

export const panel = css`
  border: 2px dashed ${colors.error};
  background: ${colors.errorBg};
  color: ${colors.fg};
  border-radius: ${theme.radius}px;
  padding: 12px 16px;
  margin-block: 8px;
  font-size: ${theme.fontSizes.small}px;
  overflow-wrap: anywhere;
  pre {
    white-space: pre-wrap;
    max-height: 240px;
    overflow: auto;
  }
`;
export const title = css`
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.medium}px;
  margin: 0 0 4px;
`;
export const failure = css`
  padding: 12px 16px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  display: flex;
  gap: 12px;
  align-items: center;
  flex-wrap: wrap;
`;
export const skeleton = css`
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
`;
