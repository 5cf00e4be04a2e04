import { css } from "@linaria/core";

export const body = css`
  padding: 16px;
  overflow-y: auto;
`;
