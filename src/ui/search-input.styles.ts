import { theme } from "../../runtime/theme/variables";
import { colors, focusRing } from "../../runtime/theme/css-variables";

/**
 * The look of a search box, as plain rules: the search form's box and the title bar's stand-in box
 * (shown while the form's code loads) each make their class from them, so the stand-in looks the
 * same without the title bar importing the search feature.
 */
export const searchInputRules = `
  box-sizing: border-box;
  inline-size: 100%;
  block-size: ${theme.controlHeight}px;
  padding-inline: 12px 36px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  font: inherit;
  font-size: ${theme.fontSizes.large}px;
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 1px;
  }
`;
