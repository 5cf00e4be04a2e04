import { css } from "@linaria/core";
import { theme } from "../../runtime/theme/variables";
import { colors, focusRing } from "../../runtime/theme/css-variables";

/** The theme has no success colour yet: the tags' green, for added lines. */
const addedColor = "#1e7a3a";

export const diff = css`
  inline-size: 100%;
  margin: 0;
`;
export const diffCaption = css`
  margin: 0 0 8px;
`;
export const diffLines = css`
  max-block-size: 480px;
  margin: 0;
  padding: 8px 0;
  overflow: auto;
  border: ${theme.borderWidth}px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bgAlt};
  color: ${colors.fg};
  font-size: ${theme.fontSizes.small}px;
  line-height: 1.5;
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 2px;
  }
  & > * {
    display: block;
    padding-inline: 8px;
    text-decoration: none;
  }
`;
export const diffSkipped = css`
  color: ${colors.muted};
  font-style: italic;
`;
export const diffAdded = css`
  background: color-mix(in srgb, ${addedColor} 18%, ${colors.bg});
  border-inline-start: 3px solid ${addedColor};
`;
export const diffRemoved = css`
  background: ${colors.errorBg};
  border-inline-start: 3px solid ${colors.error};
`;
