import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const layout = css`
  display: flex;
  flex-direction: column;
  gap: 32px;
  max-inline-size: 720px;
  & h3 {
    margin: 0 0 8px;
  }
`;
export const hint = css`
  margin: 0 0 16px;
  color: ${colors.muted};
`;
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 0;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
  & > label {
    flex: 1 1 160px;
    font-weight: ${theme.fontWeights.semiBold};
  }
  & > select {
    flex: 0 1 260px;
    inline-size: auto;
  }
`;
export const service = css`
  padding: 12px 0;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const serviceHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  & h4 {
    flex: 1 1 160px;
    margin: 0;
    font-size: inherit;
  }
`;
export const state = css`
  color: ${colors.muted};
  &[data-configured="true"] {
    color: ${colors.fg};
    font-weight: ${theme.fontWeights.semiBold};
  }
`;
export const form = css`
  margin-block-start: 12px;
  padding: 12px 16px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
`;
export const status = css`
  margin: 12px 0 0;
  min-block-size: 1.5em;
  color: ${colors.muted};
  &[data-outcome="failed"] {
    color: ${colors.error};
  }
`;
