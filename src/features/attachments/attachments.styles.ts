import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const body = css`
  padding: 16px;
  overflow-y: auto;
`;
export const alert = css`
  padding: 10px 12px;
  border-radius: ${theme.radius}px;
  background: ${colors.errorBg};
  color: ${colors.error};
`;
export const list = css`
  list-style: none;
  margin: ${theme.gutter.half}px 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
export const card = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const cardTitle = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const badge = css`
  display: inline-block;
  padding: 0 6px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font-size: ${theme.fontSizes.small}px;
`;
export const attachments = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  margin: ${theme.gutter.half}px 0;
  & > ul {
    align-self: stretch;
    margin: 0;
  }
`;
