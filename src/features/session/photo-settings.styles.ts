import { css } from "@linaria/core";
import { colors } from "../../../runtime/theme/css-variables";

export const current = css`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-block-end: 12px;
`;
export const fileField = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 12px;
`;
/**
 * The chosen image at most 290px wide and high (no percentage: the area is as wide as the image, so
 * the square's percentages are the image's), the crop square laid over it; outside it is dimmed.
 */
export const cropArea = css`
  position: relative;
  inline-size: fit-content;
  max-inline-size: 100%;
  margin-block-end: 8px;
  overflow: hidden;
  touch-action: none;
  user-select: none;
`;
export const cropImage = css`
  display: block;
  max-inline-size: 290px;
  max-block-size: 290px;
`;
export const cropSquare = css`
  position: absolute;
  box-sizing: border-box;
  border: 2px solid #fff;
  box-shadow: 0 0 0 9999px rgba(0, 0, 0, 0.5);
  cursor: move;
  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 0;
  }
`;
export const hint = css`
  margin-block: 0 12px;
  font-size: 0.9em;
`;
export const actions = css`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;
