import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const toolbar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
`;
export const list = css`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  & li {
    padding: 8px 0;
    border-bottom: ${theme.borderWidth}px solid ${colors.border};
  }
  & li p {
    margin: 4px 0 0;
    color: ${colors.muted};
  }
`;
export const editor = css`
  max-inline-size: 720px;
  & h3 {
    margin-block: 0 16px;
  }
`;
export const muted = css`
  color: ${colors.muted};
`;
export const dialogText = css`
  margin: 0;
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & input {
    padding: 6px 8px;
    border: ${theme.borderWidth}px solid ${colors.border};
    border-radius: ${theme.radius}px;
    font: inherit;
  }
`;
