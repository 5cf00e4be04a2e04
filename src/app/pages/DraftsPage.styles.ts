import { css } from "@linaria/core";

export const heading = css`
  /* Focus lands here after a draft left the list; only keyboard focus elsewhere draws a ring. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;
/** Keeps the page from jumping while the first list loads. */
export const listArea = css`
  min-height: 240px;
`;
