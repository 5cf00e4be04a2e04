import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const thread = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

export const message = css`
  padding-block-end: 16px;
  border-block-end: 1px solid ${colors.border};
`;

export const messageHeader = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-block-end: 8px;
`;

export const author = css`
  font-weight: ${theme.fontWeights.semiBold};
`;

export const date = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const actions = css`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export const error = css`
  color: ${colors.error};
`;

export const pageHeader = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
`;

export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
`;

export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border: 1px solid ${colors.border};
  border-radius: 12px;
`;

export const headerActions = css`
  display: flex;
  align-items: baseline;
  gap: 16px;
`;

/** The participants and Add People on one line; the opened form takes a line of its own. */
export const participantsRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 16px;
  margin-block-end: 16px;

  & > p {
    margin: 0;
  }

  & > form {
    flex-basis: 100%;
  }
`;
