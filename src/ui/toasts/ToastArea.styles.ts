import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Shell spec §9: toasts 280 wide (wide 380), at most 120 high with the body scrolling.
const { toastWidths, toastMaxHeight, zIndex } = theme.overlay;
const paddingBlock = 8;
const fadeSeconds = 0.3;

export const area = css`
  position: fixed;
  inset-block-end: 16px;
  inset-inline-start: 16px;
  z-index: ${zIndex.toasts};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  max-inline-size: calc(100vw - 32px);
  pointer-events: none;
`;

export const toast = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  box-sizing: border-box;
  inline-size: ${toastWidths.default}px;
  max-inline-size: 100%;
  max-block-size: ${toastMaxHeight}px;
  padding-block: ${paddingBlock}px;
  padding-inline: 16px 8px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  box-shadow: ${theme.overlay.shadow};
  pointer-events: auto;
  transition: opacity ${fadeSeconds}s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const wide = css`
  inline-size: ${toastWidths.wide}px;
`;

/** A dismissed toast fades out, then stops being visible until it is dropped. */
export const hidden = css`
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${fadeSeconds}s ease,
    visibility 0s linear ${fadeSeconds}s;
`;

export const body = css`
  flex: 1;
  align-self: center;
  min-inline-size: 0;
  max-block-size: ${toastMaxHeight - paddingBlock * 2 - theme.borderWidth * 2}px;
  overflow-y: auto;
  overflow-wrap: anywhere;
`;
