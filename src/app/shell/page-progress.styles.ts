import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

/** A thin bar over the top edge, above the title bar, taking no room (fixed). */
export const bar = css`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${theme.overlay.zIndex.toasts + 1};
  block-size: 3px;
  overflow: hidden;
  background: ${colors.border};
  pointer-events: none;
  &::after {
    content: "";
    position: absolute;
    inset-block: 0;
    inline-size: 40%;
    background: ${colors.fg};
    animation: plaza-page-progress 1.2s ease-in-out infinite;
  }
  @keyframes plaza-page-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation-duration: 4.8s;
    }
  }
`;
