import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const heading = css`
  margin: 0 0 8px;
  font-size: ${theme.fontSizes.large}px;
`;
export const links = css`
  display: flex;
  gap: 16px;
  margin: 0 0 16px;
`;
/** The form and the preview side by side, the preview under the form on narrow screens. */
export const editor = css`
  display: grid;
  /* Shares of the panel, never more than it: the panel is narrower than a wide screen. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 24px;
  align-items: start;
  @media (max-width: ${theme.breakpoints.compact}px) {
    grid-template-columns: 1fr;
  }
`;
export const form = css`
  min-inline-size: 0;
`;
export const status = css`
  color: ${colors.muted};
`;
/** The preview stays in view while the long form scrolls. */
export const preview = css`
  min-inline-size: 0;
  position: sticky;
  inset-block-start: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
export const previewPage = css`
  display: flex;
  align-items: center;
  gap: 8px;
`;
export const frame = css`
  inline-size: 100%;
  block-size: 640px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
`;
