import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

// Shell spec §9: user photo large 100; the popup sits with drop-downs (300 medium width), below modals.
const { zIndex, shadow, dropDownWidths } = theme.overlay;

export const popup = css`
  /* Placed in page coordinates under the trigger by UserCardPopup. */
  position: absolute;
  z-index: ${zIndex.dropDown};
  box-sizing: border-box;
  inline-size: ${dropDownWidths.medium}px;
  max-inline-size: calc(100vw - 16px);
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  box-shadow: ${shadow};
  text-align: start;
`;

export const modalClose = css`
  display: flex;
  justify-content: flex-end;
  padding: 8px;
`;

export const card = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px;
  text-align: center;
`;

export const name = css`
  margin: 0;
  font-size: ${theme.fontSizes.subTitle}px;
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export const email = css`
  margin: 0;
  color: ${colors.muted};
  overflow-wrap: anywhere;
`;

export const title = css`
  margin: 0;
`;

export const notice = css`
  margin: 0;
  color: ${colors.muted};
`;

export const facts = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px 16px;
  inline-size: 100%;
  margin: 8px 0 0;
  padding-block-start: 8px;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
`;

export const fact = css`
  display: flex;
  flex-direction: column;
  & dt {
    color: ${colors.muted};
    font-size: ${theme.fontSizes.small}px;
  }
  & dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semiBold};
  }
`;

export const actions = css`
  display: flex;
  justify-content: center;
  gap: 8px;
  inline-size: 100%;
  margin-block-start: 8px;
`;

const skeleton = `
  display: block;
  background: ${colors.bgAlt};
  border: ${theme.borderWidth}px solid ${colors.border};
`;

export const skeletonPhoto = css`
  ${skeleton}
  inline-size: 100px;
  block-size: 100px;
  border-radius: 50%;
`;

export const skeletonLine = css`
  ${skeleton}
  inline-size: 70%;
  block-size: 12px;
  border-radius: ${theme.radius}px;
`;
