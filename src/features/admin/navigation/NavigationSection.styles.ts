import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const layout = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-inline-size: 820px;
  & h3 {
    margin: 0;
  }
`;
export const hint = css`
  margin: 0;
  color: ${colors.muted};
`;
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
export const nested = css`
  margin-inline-start: 24px;
  padding-inline-start: 16px;
  border-inline-start: ${theme.borderWidth}px solid ${colors.border};
`;
export const item = css`
  margin: 0;
  padding: 12px 16px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-inline-size: 0;
  & > legend {
    font-weight: ${theme.fontWeights.semiBold};
    padding: 0 4px;
  }
`;
export const fields = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  & > * {
    flex: 1 1 220px;
  }
`;
export const roles = css`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  & > legend {
    padding: 0;
    margin-block-end: 4px;
    font-weight: ${theme.fontWeights.semiBold};
  }
  & label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
export const alert = css`
  margin: 0;
  color: ${colors.error};
`;
