import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Apart from the box's styles: these load with the list, out of the first load.
/** The autocomplete list under the box. */
export const listbox = css`
  position: absolute;
  inset-inline: 0;
  inset-block-start: calc(100% + 4px);
  z-index: 1;
  max-block-size: 60vh;
  margin: 0;
  padding: 4px 0;
  overflow-y: auto;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  list-style: none;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
`;
export const option = css`
  display: flex;
  flex-direction: column;
  padding: 6px 12px;
  cursor: pointer;
  &[aria-selected="true"],
  &:hover {
    background: ${colors.bgAlt};
  }
`;
export const placeLink = css`
  color: ${colors.primary};
  font-weight: ${theme.fontWeights.semiBold};
`;
export const crumbs = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
