import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px 24px;
  margin-block-end: 24px;
`;

export const identity = css`
  display: flex;
  flex: 1 1 280px;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  min-inline-size: 0;
`;

export const name = css`
  margin: 0;
  font-size: ${theme.fontSizes.title}px;
  overflow-wrap: anywhere;
`;

export const line = css`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const muted = css`
  margin: 0;
  color: ${colors.muted};
  overflow-wrap: anywhere;
`;

export const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 8px 0 0;
  & div {
    display: flex;
    flex-direction: column;
  }
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
  gap: 8px;
  margin-block-start: 8px;
`;

export const tabs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0 0 8px;
  list-style: none;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
  a {
    display: inline-block;
    padding: 4px 12px;
    border-radius: ${theme.radius}px;
    color: ${colors.fg};
    text-decoration: none;
  }
  a[aria-current="page"] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
`;

export const listHeading = css`
  margin: 0 0 8px;
  font-size: ${theme.fontSizes.subTitle}px;
`;

export const comments = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const comment = css`
  padding: 12px 0;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
  &:first-child {
    border-block-start: none;
  }
`;

export const commentTitle = css`
  margin: 0 0 4px;
  font-size: ${theme.fontSizes.large}px;
  overflow-wrap: anywhere;
`;

export const commentBody = css`
  display: -webkit-box;
  overflow: hidden;
  margin: 4px 0;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  & p {
    margin: 0 0 4px;
  }
`;

export const error = css`
  margin: 0;
  color: ${colors.error};
`;
