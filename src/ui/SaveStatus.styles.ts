import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

/**
 * One line, always there: its height is kept when empty and its text never wraps, so a change of
 * state moves nothing around it. In a row it takes the free space, so a longer text does not push
 * the buttons beside it.
 */
export const status = css`
  flex: 1 1 0;
  align-self: center;
  min-width: 0;
  min-height: 1.5em;
  margin: 0;
  overflow: hidden;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
  line-height: 1.5;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
