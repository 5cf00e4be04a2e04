import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

/** Page-wide base styles (applied once by the app shell). */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      font-family: ${theme.fontFamily};
      font-size: ${theme.fontSizes.medium}px;
      color: ${theme.colors.fg};
      background: ${theme.colors.bgAlt};
      line-height: 1.5;
    }
    body {
      margin: 0;
    }
    a {
      color: ${theme.colors.primary};
    }
    :focus-visible {
      outline: 2px solid ${theme.colors.primary};
      outline-offset: 2px;
    }
  }
`;
