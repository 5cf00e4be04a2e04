import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const layout = css`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: 24px;
  @media (max-width: ${theme.breakpoints.compact}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
export const pages = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & a {
    display: block;
    padding: 6px 10px;
    border-radius: ${theme.radius}px;
    color: ${colors.fg};
    text-decoration: none;
  }
  & a[aria-current="page"] {
    background: ${colors.bgAlt};
    font-weight: ${theme.fontWeights.semiBold};
  }
`;
export const form = css`
  max-inline-size: 640px;
  & h3 {
    margin-block: 0 16px;
  }
`;
export const saved = css`
  color: ${colors.muted};
`;
