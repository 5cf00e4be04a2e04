import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const notice = css`
  padding: 12px 16px;
  border: ${theme.borderWidth}px solid ${colors.error};
  border-inline-start-width: 4px;
  border-radius: ${theme.radius}px;
`;
export const heading = css`
  margin: 0 0 8px;
  font-size: inherit;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  & dt {
    color: ${colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
