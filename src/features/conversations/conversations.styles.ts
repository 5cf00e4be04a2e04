import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Shell spec §9: drop-down items at least 30 high.
export const headerLink = css`
  inline-size: auto;
  color: ${colors.primary};
  font-weight: ${theme.fontWeights.semiBold};
  text-decoration: none;
`;

export const names = css`
  font-weight: ${theme.fontWeights.semiBold};
`;

export const excerpt = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export {
  list,
  header,
  title,
  entry,
  entryText,
  meta,
  unreadDot,
  message,
  footer,
} from "../../ui/menu-list.styles";
