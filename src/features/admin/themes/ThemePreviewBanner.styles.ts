import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

/** Along the bottom of the viewport, over the page, under modals. */
export const banner = css`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 1049;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 24px;
  padding-block: 12px;
  padding-inline: 16px;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  background: ${colors.bgAlt};
  color: ${colors.fg};
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.15);
`;
export const text = css`
  margin: 0;
  font-size: ${theme.fontSizes.medium}px;
`;
export const actions = css`
  display: flex;
  gap: 8px;
`;
