import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors, focusRing } from "../../runtime/theme/css-variables";

/** Page-wide base styles (applied once by the app shell). */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      /* The web font is turned on after the first paint (data-fonts, see build/entry-priority-plugin.ts
         and main.tsx); its metric-matched fallback keeps every line where it is when it arrives. */
      font-family: ${theme.fallbackFontFamily};
      font-size: ${theme.fontSizes.medium}px;
      color: ${colors.fg};
      background: ${colors.bgAlt};
      line-height: 1.5;
    }
    html[data-fonts] {
      font-family: ${theme.fontFamily};
    }
    body {
      margin: 0;
    }
    a {
      color: ${colors.primary};
    }
    /* Drawn in the ring of the surface under it (the title bar has its own): 3:1 or more on each. */
    :focus-visible {
      outline: 2px solid ${focusRing};
      outline-offset: 2px;
    }
  }
`;
