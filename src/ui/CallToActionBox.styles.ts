import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors } from "../../runtime/theme/css-variables";

export const widget = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${theme.gutter.half}px;
  padding: ${theme.gutter.half}px;
  border-radius: ${theme.radius}px;
  @media (max-width: ${theme.breakpoints.xs}px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const centered = css`
  flex-direction: column;
  text-align: center;
  & > div {
    align-items: center;
  }
`;

export const border = css`
  border: ${theme.borderWidth}px solid ${colors.border};
`;

export const shadow = css`
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
`;

export const separator = css`
  border-radius: 0;
  border-block-end: ${theme.borderWidth}px solid ${colors.border};
`;

export const image = css`
  flex: 0 0 auto;
  inline-size: 96px;
  block-size: 96px;
  object-fit: cover;
  border-radius: ${theme.radius}px;
`;

export const body = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  min-inline-size: 0;
`;

export const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.subTitle}px;
  font-weight: ${theme.fontWeights.semiBold};
`;

export const description = css`
  margin: 0;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
