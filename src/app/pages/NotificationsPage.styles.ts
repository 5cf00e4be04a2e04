import { css } from "@linaria/core";

/** The heading with Mark All Read beside it (below it on narrow screens). */
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-end: 8px;
  h1 {
    margin: 0;
  }
`;
