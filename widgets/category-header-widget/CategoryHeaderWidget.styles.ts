import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const root = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: ${theme.gutter.half}px;
`;

/** The content banner's height bounds (shell spec §9: 120 by default, kept between 80 and 180). */
export const banner = css`
  display: block;
  width: 100%;
  height: clamp(80px, 20vw, 180px);
  min-height: 80px;
  object-fit: cover;
  border-radius: ${theme.radius}px;
`;

export const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

export const accent = css`
  flex-shrink: 0;
  align-self: stretch;
  width: 6px;
  min-height: 32px;
  border-radius: 3px;
  background: ${colors.muted};
`;

export const title = css`
  flex: 1 1 12rem;
  min-width: 0;
  margin: 0;
  color: ${colors.fg};
  font-size: ${theme.fontSizes.title}px;
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const follow = css`
  flex-shrink: 0;
  /* Level with the heading: the button's own bottom margin is for a column of widgets. */
  & > div {
    margin-block-end: 0;
  }
`;

export const description = css`
  margin: 0;
  color: ${colors.fg};
  font-size: ${theme.fontSizes.medium}px;
  overflow-wrap: anywhere;
`;
