import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors, FOCUS_RING_PROPERTY, pageFocusRing } from "../../runtime/theme/css-variables";

// Shell spec §9 "Modals": widths xl 1022, xxl 1320, large 720, medium 516, small 375; horizontal margin 40;
// header and footer at least 60 high. DECISIONS.md: the modal layer is 1051, above the title bar's 1050.
const { modalWidths, modalMargin, modalHeaderMinHeight, zIndex } = theme.overlay;

export const scrim = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.overlay.scrim};
`;

/** Side panels and full-screen modals fill the height; drop-down modals hang from the top. */
export const placeStart = css`
  align-items: stretch;
  justify-content: flex-start;
`;
export const placeEnd = css`
  align-items: stretch;
  justify-content: flex-end;
`;
export const placeTop = css`
  align-items: flex-start;
`;

export const dialog = css`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  inline-size: 100%;
  max-block-size: calc(100vh - ${modalMargin * 2}px);
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  /* A panel opened from the title bar is on the page's colours again, and so is its ring. */
  ${FOCUS_RING_PROPERTY}: ${pageFocusRing};
  box-shadow: ${theme.overlay.shadow};
  &:focus {
    outline: none;
  }
`;

const framed = (width: number) => `max-inline-size: min(${width}px, calc(100% - ${modalMargin * 2}px));`;

export const xxl = css`
  ${framed(modalWidths.xxl)}
`;
export const xl = css`
  ${framed(modalWidths.xl)}
`;
export const large = css`
  ${framed(modalWidths.large)}
`;
export const medium = css`
  ${framed(modalWidths.medium)}
`;
export const small = css`
  ${framed(modalWidths.small)}
`;

const edgeToEdge = `
  max-block-size: none;
  block-size: 100%;
  border-radius: 0;
`;

export const fullScreen = css`
  ${edgeToEdge}
`;
export const sidePanelRight = css`
  ${edgeToEdge}
  max-inline-size: ${modalWidths.medium}px;
`;
export const sidePanelRightLarge = css`
  ${edgeToEdge}
  max-inline-size: ${modalWidths.large}px;
`;
export const sidePanelLeft = css`
  ${edgeToEdge}
  max-inline-size: ${modalWidths.medium}px;
`;
export const dropDown = css`
  max-block-size: 100vh;
  border-start-start-radius: 0;
  border-start-end-radius: 0;
`;

// Header and footer stay in view while the content between them scrolls.
export const header = css`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  min-block-size: ${modalHeaderMinHeight}px;
  padding-inline: 16px 8px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
  background: ${colors.bg};
`;

export const title = css`
  flex: 1;
  margin: 0;
  font-size: ${theme.fontSizes.subTitle}px;
  font-weight: ${theme.fontWeights.semiBold};
`;

export const footer = css`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
  box-sizing: border-box;
  min-block-size: ${modalHeaderMinHeight}px;
  margin-block-start: auto;
  padding-inline: 16px;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  background: ${colors.bg};
`;
