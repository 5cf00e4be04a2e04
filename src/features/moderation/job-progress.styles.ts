import { css } from "@linaria/core";

/** A job's toast: its title, the bar and the count, one under the other. */
export const stack = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
