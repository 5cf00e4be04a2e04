import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

// Shell spec §9: tooltip width min 150, max 320, nub 12.
const minWidth = 150;
const maxWidth = 320;
const nub = 12;
// Above the title bar (1050), modals (1051) and toasts (1052), so no layer covers a tooltip.
const zIndex = 1053;

export const anchor = css`
  position: relative;
  display: inline-flex;
`;

// No `display` here: the `hidden` attribute must keep working.
export const bubble = css`
  position: absolute;
  bottom: calc(100% + ${nub / 2 + 2}px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndex};
  box-sizing: border-box;
  width: max-content;
  min-width: ${minWidth}px;
  max-width: ${maxWidth}px;
  padding: 8px 12px;
  border-radius: ${theme.radius}px;
  background: ${colors.fg};
  color: ${colors.bg};
  font-size: ${theme.fontSizes.small}px;
  font-weight: ${theme.fontWeights.normal};
  line-height: 1.4;
  text-align: center;
  white-space: normal;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  &::after {
    content: "";
    position: absolute;
    top: 100%;
    left: 50%;
    margin-left: -${nub / 2}px;
    border: ${nub / 2}px solid transparent;
    border-top-color: ${colors.fg};
  }
`;
