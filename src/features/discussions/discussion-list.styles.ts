import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const item = css`
  padding: ${theme.gutter.half}px 0;
  border-bottom: ${theme.borderWidth}px solid ${colors.border};
  &:last-child {
    border-bottom: none;
  }
`;
/** With the author's photo: a 40 px column beside the discussion (shell spec §9 medium photo). */
export const itemWithPhoto = css`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: 12px;
  align-items: start;
`;
export const authorPhoto = css`
  margin-top: 2px;
`;
/** Lets a long title, excerpt or meta wrap inside the column instead of widening the page. */
export const itemBody = css`
  min-width: 0;
`;
export const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
`;
export const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.large}px;
  font-weight: ${theme.fontWeights.semiBold};
  & a {
    color: ${colors.fg};
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;
export const badge = css`
  display: inline-block;
  padding: 0 6px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
`;
/** A member has not read the discussion, or some of its comments. */
export const unreadBadge = css`
  display: inline-block;
  padding: 0 6px;
  border-radius: ${theme.radius}px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: ${theme.fontSizes.small}px;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const excerpt = css`
  margin: 4px 0 0;
  color: ${colors.fg};
  font-size: ${theme.fontSizes.medium}px;
  overflow-wrap: anywhere;
`;
export const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.small}px;
  color: ${colors.muted};
  & a {
    /* 24 px tall, so a finger (and WCAG 2.5.8's target size) can hit the small meta links. */
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    color: inherit;
  }
`;
export const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  & a {
    /* 24 px tall: WCAG 2.5.8's target size for a finger. */
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    padding: 0 8px;
    border-radius: ${theme.radius}px;
    background: ${colors.bgAlt};
    font-size: ${theme.fontSizes.small}px;
    color: ${colors.fg};
    text-decoration: none;
  }
`;
export const empty = css`
  margin: 0;
  padding: ${theme.gutter.half}px 0;
  color: ${colors.muted};
`;
/** One row on a wide screen; on a phone it wraps, each part kept whole, rather than overflowing. */
export const pager = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.gutter.half}px;
  margin-top: ${theme.gutter.half}px;
  font-size: ${theme.fontSizes.medium}px;
  & > * {
    white-space: nowrap;
  }
`;
export const pagerControl = css`
  min-width: 0;
  padding: 4px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.primary};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &[aria-disabled="true"],
  &:disabled {
    color: ${colors.muted};
    cursor: default;
    opacity: 0.6;
  }
`;
/** The jump-to-page box, in the pager's row (wrapping under it on a narrow screen). */
export const jumpForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  @media (max-width: 599.98px) {
    flex-basis: 100%;
  }
`;
export const jumpInput = css`
  width: 4em;
  padding: 4px 6px;
  border: ${theme.borderWidth}px solid ${colors.muted};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  font: inherit;
`;
export const bookmark = css`
  margin-inline-start: auto;
`;
