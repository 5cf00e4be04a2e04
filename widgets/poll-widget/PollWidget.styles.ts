import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const root = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-end: ${theme.gutter.half}px;
`;
export const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.subTitle}px;
`;
export const question = css`
  margin: 0;
  font-weight: 600;
`;
export const options = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
`;
export const option = css`
  display: flex;
  align-items: center;
  gap: 8px;
`;
export const results = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const resultLine = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;
export const bar = css`
  display: block;
  width: 100%;
  height: 8px;
  accent-color: ${colors.primary};
`;
export const mine = css`
  font-weight: 600;
`;
export const total = css`
  margin: 0;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
export const error = css`
  margin: 0;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.error};
`;
