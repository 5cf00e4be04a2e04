import { css } from "@linaria/core";
import { theme } from "../../../../runtime/theme/variables";
import { colors } from "../../../../runtime/theme/css-variables";

export const intro = css`
  margin: 0 0 16px;
  color: ${colors.muted};
`;
export const muted = css`
  color: ${colors.muted};
`;
/** One view type: its heading and New layout, its switch, its layouts. */
export const group = css`
  margin: 0 0 24px;
  padding: 0 0 16px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
  & > p {
    margin: 4px 0 8px;
  }
`;
export const groupHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  & > h3 {
    margin: 0;
  }
`;
export const flag = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin: 0 0 8px;
`;
export const checkbox = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;
export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const item = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 0;
  border-block-start: ${theme.borderWidth}px solid ${colors.border};
`;
export const itemHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  & > h3,
  & > h4 {
    margin: 0;
    font-size: ${theme.fontSizes.large}px;
  }
`;
export const applied = css`
  margin: 0;
`;
export const appliedLabel = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
`;
/** The editor's link, sized as the dashboard's buttons beside it. */
export const editLink = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 32px;
  padding: 0 12px;
  border: ${theme.borderWidth}px solid ${colors.primary};
  border-radius: ${theme.radius}px;
  color: ${colors.primary};
  font-weight: ${theme.fontWeights.semiBold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & input {
    padding: 6px 8px;
    border: ${theme.borderWidth}px solid ${colors.border};
    border-radius: ${theme.radius}px;
    font: inherit;
  }
`;
export const fieldError = css`
  margin: 0;
  color: ${colors.error};
`;
export const dialogText = css`
  margin: 0;
`;
export const categories = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 8px 12px;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
`;
/** The categories scroll inside the dialog when there are many. */
export const categoryList = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-block-size: 240px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;
/** A layout page's facts: page type and where it applies. */
export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 12px 0;
  & dt {
    font-weight: ${theme.fontWeights.semiBold};
  }
  & dd {
    margin: 0;
  }
`;
export const history = css`
  margin-block-start: 24px;
  & > h4 {
    margin: 0 0 8px;
    font-size: ${theme.fontSizes.large}px;
  }
`;
export const revisions = css`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;
/** A revision: its name, date, author and state, then its buttons (on a line of their own when narrow). */
export const revision = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding-block: 8px;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;
export const revisionAuthor = css`
  flex: 1 1 80px;
  color: ${colors.muted};
`;
export const revisionTitle = css`
  min-inline-size: 96px;
  font-weight: ${theme.fontWeights.semiBold};
`;
export const revisionState = css`
  min-inline-size: 48px;
`;
export const question = css`
  margin: 0;
  padding: 16px;
`;
export const comparison = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin-block-start: 16px;
`;
