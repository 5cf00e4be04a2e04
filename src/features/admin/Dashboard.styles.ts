import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

/** The frame: heading on top; navigation beside the content, or above it below the compact width. */
export const frame = css`
  display: grid;
  gap: 16px 24px;
  grid-template-areas: "heading" "nav" "content";
  & > h1 {
    grid-area: heading;
    margin: 0;
    font-size: ${theme.fontSizes.title}px;
  }
  @media (min-width: ${theme.breakpoints.compact}px) {
    grid-template-columns: 200px minmax(0, 1fr);
    grid-template-areas: "heading heading" "nav content";
  }
`;
export const nav = css`
  grid-area: nav;
  align-self: start;
`;
/** A row of links that wraps on phones; one link per line beside the content. */
export const navList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoints.compact}px) {
    flex-direction: column;
    gap: 2px;
  }
`;
export const navLink = css`
  display: block;
  padding: 8px 12px;
  border-radius: ${theme.radius}px;
  color: ${colors.fg};
  text-decoration: none;
  &:hover {
    background: ${colors.bgAlt};
    text-decoration: underline;
  }
  /* The current section is marked under its link in the phone row, beside it in the column. */
  &[aria-current="page"] {
    background: ${colors.bgAlt};
    box-shadow: inset 0 -3px 0 ${colors.primary};
    font-weight: ${theme.fontWeights.semiBold};
  }
  @media (min-width: ${theme.breakpoints.compact}px) {
    &[aria-current="page"] {
      box-shadow: inset 3px 0 0 ${colors.primary};
    }
  }
`;
export const content = css`
  grid-area: content;
  min-inline-size: 0;
  background: ${colors.bg};
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  padding: 24px;
  & > h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.subTitle}px;
  }
`;
export const muted = css`
  color: ${colors.muted};
`;
