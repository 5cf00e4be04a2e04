import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const intro = css`
  margin: 0 0 16px;
  color: ${colors.muted};
`;
/** The themes as cards, as many side by side as fit. */
export const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const card = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  & > h3 {
    margin: 0;
    font-size: ${theme.fontSizes.large}px;
  }
`;
/** A thumbnail of the theme: its title bar over its page, with a line of its text colour. */
export const thumbnail = css`
  display: grid;
  grid-template-rows: 16px 40px;
  overflow: hidden;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
export const thumbnailPage = css`
  display: flex;
  align-items: center;
  padding: 0 8px;
  & > span {
    display: block;
    inline-size: 60%;
    block-size: 6px;
    border-radius: 3px;
  }
`;
export const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  min-block-size: 20px;
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block-start: auto;
`;
export const links = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;
