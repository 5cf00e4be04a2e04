import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const toolbar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
`;
export const tree = css`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;
export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline-end: 8px;
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
  &[data-dragging="true"] {
    opacity: 0.5;
  }
  &[data-drop-target="true"] {
    border-block-start: 2px solid ${colors.primary};
  }
`;
export const handle = css`
  cursor: grab;
  color: ${colors.muted};
  user-select: none;
`;
export const name = css`
  flex: 1 1 200px;
  min-inline-size: 0;
  & small {
    display: block;
    color: ${colors.muted};
  }
`;
export const swatch = css`
  display: inline-block;
  inline-size: 10px;
  block-size: 10px;
  border-radius: 50%;
  margin-inline-end: 6px;
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;
export const dialogBody = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;
export const choices = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  border: 0;
  margin: 0;
  padding: 0;
  & legend {
    margin-block-end: 8px;
    font-weight: 600;
  }
`;
export const indented = css`
  margin-inline-start: 24px;
`;
export const muted = css`
  color: ${colors.muted};
  margin: 0;
`;
export const editor = css`
  max-inline-size: 720px;
  & h3 {
    margin-block: 0 16px;
  }
`;
