import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors } from "../../../runtime/theme/css-variables";

export const table = css`
  inline-size: 100%;
  margin-block-end: 16px;
  border-collapse: collapse;
  th,
  td {
    padding-block: 10px;
    padding-inline: 8px;
    border-block-end: ${theme.borderWidth}px solid ${colors.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    font-weight: ${theme.fontWeights.semiBold};
  }
`;

/** The switch columns: narrow and centred. */
export const switchCell = css`
  inline-size: 6em;
  && {
    text-align: center;
  }
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
  }
`;

export const kindLabel = css`
  display: block;
  font-weight: ${theme.fontWeights.semiBold};
`;

export const description = css`
  display: block;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;

export const note = css`
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export const error = css`
  color: ${colors.error};
  font-weight: ${theme.fontWeights.semiBold};
`;

/** The mail frequency choices under the table. */
export const frequency = css`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
`;

export const choice = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 4px;
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
  }
`;
