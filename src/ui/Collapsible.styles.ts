import { css } from "@linaria/core";

export const viewport = css`
  position: relative;
`;

// The fade is a mask, not a coloured overlay, so it works on any widget background.
export const collapsed = css`
  overflow: hidden;
  mask-image: linear-gradient(to bottom, #000 60%, transparent 100%);
`;

export const toggle = css`
  margin-block-start: 4px;
`;
