import { css } from "@linaria/core";
import { theme } from "../../../runtime/theme/variables";
import { colors, focusRing } from "../../../runtime/theme/css-variables";

/** Below this width the preview and settings do not fit: only the outline and a notice show. */
const WIDE = 1024;

const focusVisible = `
  &:focus-visible {
    outline: 2px solid ${focusRing};
    outline-offset: 2px;
  }
`;

export const editor = css`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${colors.bgAlt};
  color: ${colors.fg};
`;
/** From this width the top bar holds all its controls on one row (the title shortening first). */
const ONE_ROW = 1200;

/**
 * The top bar holds one row from {@link ONE_ROW} px up (the title shortens, with an ellipsis, before
 * anything wraps); narrower, it wraps into tidy rows, and below 1024 px the canvas's controls go with
 * the canvas.
 */
export const topBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 16px;
  background: ${colors.bg};
  border-block-end: 1px solid ${colors.border};
  position: sticky;
  inset-block-start: 0;
  z-index: 2;
  @media (min-width: ${ONE_ROW}px) {
    flex-wrap: nowrap;
  }
`;
export const backLink = css`
  color: ${colors.primary};
  white-space: nowrap;
  ${focusVisible}
`;
export const title = css`
  margin: 0;
  font-size: ${theme.fontSizes.large}px;
  flex: 1 1 auto;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  @media (min-width: ${WIDE}px) {
    flex-basis: 0;
    min-inline-size: 6ch;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  @media (max-width: ${WIDE - 1}px) {
    flex-basis: calc(100% - 12ch);
  }
`;
export const saveState = css`
  margin: 0;
  min-inline-size: 8ch;
  max-inline-size: 28ch;
  flex: 0 1 auto;
  color: ${colors.muted};
  &[data-save-state="conflict"],
  &[data-save-state="error"],
  &[data-save-state="invalid"] {
    color: ${colors.error};
  }
`;
/** A group of buttons in the top bar: as wide as their words, not the standard button's minimum. */
export const group = css`
  display: flex;
  gap: 4px;
  flex: none;
  & > button {
    min-inline-size: 0;
    padding-inline: 12px;
  }
`;
export const inlineField = css`
  display: flex;
  align-items: center;
  gap: 6px;
`;
export const input = css`
  font: inherit;
  padding: 6px 8px;
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  ${focusVisible}
`;
export const scheduleNotice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 8px 16px 0;
  padding: 8px 12px;
  border: 1px solid ${colors.border};
  border-inline-start: 4px solid ${colors.primary};
  background: ${colors.bg};
  & p {
    margin: 0;
    flex: 1 1 40ch;
  }
`;
export const narrowNotice = css`
  margin: 8px 16px;
  padding: 8px 12px;
  border: 1px solid ${colors.border};
  background: ${colors.bg};
  @media (min-width: ${WIDE}px) {
    display: none;
  }
`;
export const workspace = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 12px;
  flex: 1 1 auto;
  @media (min-width: ${WIDE}px) {
    grid-template-columns: 260px minmax(0, 1fr) 320px;
    align-items: start;
  }
`;
const panel = `
  background: ${colors.bg};
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  padding: 12px;
  min-inline-size: 0;
`;
export const outlinePanel = css`
  ${panel}
`;
export const canvasPanel = css`
  ${panel}
  padding: 0;
  overflow: auto;
  @media (max-width: ${WIDE - 1}px) {
    display: none;
  }
`;
export const settingsPanel = css`
  ${panel}
  @media (max-width: ${WIDE - 1}px) {
    display: none;
  }
`;
export const panelHeading = css`
  margin: 0 0 8px;
  font-size: ${theme.fontSizes.medium}px;
`;
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-block-end: 8px;
`;
export const tree = css`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  ${focusVisible}
`;
export const treeItem = css`
  padding-block: 4px;
  padding-inline-end: 8px;
  cursor: pointer;
  border-inline-start: 3px solid transparent;
`;
export const tree_section = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const tree_region = css`
  color: ${colors.muted};
`;
export const tree_widget = css``;
export const regionLabel = css`
  font-style: italic;
`;
export const treeItemSelected = css`
  background: ${colors.bgAlt};
  border-inline-start-color: ${colors.primary};
  color: ${colors.fg};
`;
export const treeItemMoving = css`
  outline: 2px dashed ${colors.primary};
  outline-offset: -2px;
`;
export const treeHelp = css`
  margin: 8px 0 0;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const liveRegion = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
export const canvasScroller = css`
  padding: 12px;
`;
export const canvasFrame = css`
  margin-inline: auto;
  background: ${colors.bg};
  min-block-size: 200px;
`;
export const canvasError = css`
  color: ${colors.error};
  background: ${colors.errorBg};
  padding: 8px 12px;
  margin: 0 0 8px;
`;
export const nodeFrame = css`
  position: relative;
  outline: 1px dashed transparent;
  &:hover {
    outline-color: ${colors.border};
  }
`;
export const nodeFrameSelected = css`
  outline: 2px solid ${colors.primary};
  outline-offset: -2px;
  &:hover {
    outline-color: ${colors.primary};
  }
`;
export const settings = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
export const fieldset = css`
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  padding: 8px 12px;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const choice = css`
  display: flex;
  gap: 6px;
  align-items: center;
`;
export const hint = css`
  margin: 0;
  color: ${colors.muted};
  font-size: ${theme.fontSizes.small}px;
`;
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const fieldLabel = css`
  font-weight: ${theme.fontWeights.semiBold};
`;
export const muted = css`
  color: ${colors.muted};
  margin: 0;
`;
export const picker = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px 16px 16px;
`;
export const pickerList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 50vh;
  overflow: auto;
  display: grid;
  gap: 4px;
`;
export const pickerChoice = css`
  inline-size: 100%;
  text-align: start;
  font: inherit;
  padding: 8px 10px;
  background: ${colors.bg};
  color: ${colors.fg};
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
  }
  ${focusVisible}
`;
export const advanced = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
`;
export const json = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${theme.fontSizes.small}px;
  min-block-size: 50vh;
  padding: 8px;
  border: 1px solid ${colors.border};
  border-radius: ${theme.radius}px;
  background: ${colors.bg};
  color: ${colors.fg};
  &[aria-invalid="true"] {
    border-color: ${colors.error};
  }
  ${focusVisible}
`;
export const errorBox = css`
  color: ${colors.error};
  background: ${colors.errorBg};
  padding: 8px 12px;
  & p {
    margin: 0 0 4px;
  }
`;
export const failed = css`
  padding: 24px;
`;
// Last in the file, so it wins over the display of the groups and fields it hides.
/** The canvas's controls (its width, whom it previews for): hidden with the canvas when narrow. */
export const canvasControls = css`
  @media (max-width: ${WIDE - 1}px) {
    display: none;
  }
`;
