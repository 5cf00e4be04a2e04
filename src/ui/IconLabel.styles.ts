import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

/** Width of a labelled menu-bar button: room for "Notifications" at the small size, longer names end in "…". */
export const LABELLED_BUTTON_WIDTH = 96;

/** Last in the button whatever its place in the markup: under the icon. */
export const label = css`
  order: 1;
  display: block;
  max-inline-size: 100%;
  overflow: hidden;
  font-size: ${theme.fontSizes.small}px;
  font-weight: ${theme.fontWeights.semiBold};
  line-height: 1.2;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/**
 * Declarations for a menu-bar icon button with its label under the icon: a fixed width, so the bar
 * never shifts as menus load. Each button stylesheet adds them after its own icon rules, so they win.
 */
export const labelledButtonRules = `
  flex-direction: column;
  gap: 2px;
  inline-size: ${LABELLED_BUTTON_WIDTH}px;
  min-inline-size: ${LABELLED_BUTTON_WIDTH}px;
  block-size: 56px;
  padding-inline: 4px;
`;
