import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";

export const arrivals = css`
  display: flex;
  justify-content: center;
  &:not(:empty) {
    margin: ${theme.gutter.half}px 0;
  }
`;
