import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

/**
 * The look of a floating list of choices under a field (the category and tag pickers, @mention
 * suggestions): above the page at the drop-down layer, scrolling, framed like a drop-down. The caller
 * positions and sizes it.
 */
export const popupList = css`
  z-index: ${theme.overlay.zIndex.dropDown};
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${colors.bg};
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  box-shadow: ${theme.overlay.shadow};
`;
