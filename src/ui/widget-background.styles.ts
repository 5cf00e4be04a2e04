import { css } from "@linaria/core";
import { colors } from "../../runtime/theme/css-variables";

/** The default decorative background of banners (shell spec §2 "Banner"): pure CSS, no image. */
export const decorative = css`
  background-color: var(--plaza-banner-bg, ${colors.primary});
  background-image:
    radial-gradient(circle at 12% 120%, rgba(255, 255, 255, 0.18) 0 22%, transparent 22.5%),
    radial-gradient(circle at 88% -30%, rgba(255, 255, 255, 0.14) 0 30%, transparent 30.5%),
    linear-gradient(
      135deg,
      var(--plaza-banner-bg, ${colors.primary}) 0%,
      var(--plaza-banner-bg, ${colors.primaryHover}) 100%
    );
  color: var(--plaza-banner-fg, ${colors.onPrimary});
`;

/** A configured background image: cover the area. */
export const image = css`
  background-position: center;
  background-size: cover;
  background-repeat: no-repeat;
`;

/** Darkens a background image so light text stays readable. */
export const overlay = css`
  position: relative;
  isolation: isolate;
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(0, 0, 0, 0.4);
  }
`;
