import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

// Shell spec §9 "Banner and widgets": content width 550, search box max width 705, right image
// minimum width 500. Mobile alignment applies below the compact breakpoint (800).
const compact = `@media (max-width: ${theme.breakpoints.compact}px)`;

export const banner = css`
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding-block: ${theme.gutter.full}px;
  padding-inline: ${theme.gutter.half}px;
`;

export const inner = css`
  display: flex;
  align-items: center;
  gap: ${theme.gutter.full}px;
  inline-size: 100%;
  max-inline-size: 1200px;
  margin-inline: auto;
`;

export const content = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  flex: 1 1 auto;
  min-inline-size: 0;
  max-inline-size: 550px;
`;

export const alignStart = css`
  align-items: flex-start;
  text-align: start;
`;

export const alignCenter = css`
  align-items: center;
  margin-inline: auto;
  text-align: center;
`;

export const mobileAlignStart = css`
  ${compact} {
    align-items: flex-start;
    margin-inline: 0;
    text-align: start;
  }
`;

export const mobileAlignCenter = css`
  ${compact} {
    align-items: center;
    margin-inline: auto;
    text-align: center;
  }
`;

export const logo = css`
  max-inline-size: 100%;
  block-size: auto;
`;

export const titleRow = css`
  display: flex;
  align-items: center;
  gap: 12px;
`;

export const icon = css`
  inline-size: 48px;
  block-size: 48px;
  object-fit: contain;
`;

export const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.largeTitle}px;
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.25;
`;

export const description = css`
  margin: 0;
  font-size: ${theme.fontSizes.subTitle}px;
  line-height: 1.5;
`;

export const search = css`
  inline-size: 100%;
  max-inline-size: 705px;
  color: ${colors.fg};
`;

/** Leaves room under the banner for a search box on its lower edge. */
export const withBottomSearch = css`
  margin-block-end: ${theme.largeInputHeight / 2}px;
`;

export const bottom = css`
  display: flex;
  flex-direction: column;
  position: absolute;
  inset-inline: ${theme.gutter.half}px;
  inset-block-end: 0;
  transform: translateY(50%);
`;

export const rightImage = css`
  flex: 0 0 auto;
  min-inline-size: 500px;
  max-inline-size: 40%;
  block-size: auto;
  margin-inline-start: auto;
  ${compact} {
    display: none;
  }
`;
