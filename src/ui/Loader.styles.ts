import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

const { loaderSizes, spinnerSeconds } = theme.overlay;

export const loader = css`
  display: inline-block;
  flex: none;
  color: ${colors.primary};
`;

// Shell spec §9: a 0.7 s rotation. With reduced motion the ring turns slowly instead of stopping, so it still
// reads as "busy".
export const ring = css`
  display: block;
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  border: 3px solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: spin ${spinnerSeconds}s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: ${spinnerSeconds * 4}s;
  }
`;

// Shell spec §9 loader sizes: full page 100, medium 50, small 36.
export const small = css`
  inline-size: ${loaderSizes.small}px;
  block-size: ${loaderSizes.small}px;
`;

export const medium = css`
  inline-size: ${loaderSizes.medium}px;
  block-size: ${loaderSizes.medium}px;
`;

export const fullPage = css`
  inline-size: ${loaderSizes.fullPage}px;
  block-size: ${loaderSizes.fullPage}px;
`;

// A full-page loader sits in the middle of the space where the page will appear.
export const fullPageFrame = css`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  min-block-size: 50vh;
`;
