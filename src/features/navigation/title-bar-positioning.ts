import type { TitleBarProps } from "../../../schemas/widgets/title-bar.schema";

/** Title bar positioning modes (shell spec §3). */
export type TitleBarPositioning = NonNullable<TitleBarProps["positioning"]>;

/** The default mode (shell spec §4): StickySolid. */
export const DEFAULT_POSITIONING: TitleBarPositioning = "StickySolid";
/** The default mode with full-bleed on (shell spec §4): StickyTransparent. */
export const FULL_BLEED_POSITIONING: TitleBarPositioning = "StickyTransparent";

/** The solid counterpart of each mode. */
const solidOf: Record<TitleBarPositioning, TitleBarPositioning> = {
  StickySolid: "StickySolid",
  StickyTransparent: "StickySolid",
  StaticSolid: "StaticSolid",
  StaticTransparent: "StaticSolid",
};

/**
 * The mode the bar uses (shell spec §4 "Title bar positioning"): the layout's mode, else
 * StickyTransparent with full-bleed on and StickySolid otherwise; where transparency is not allowed
 * (pages that do not say they allow it), a transparent mode falls back to its solid counterpart.
 */
export function resolvePositioning(
  positioning: TitleBarPositioning | undefined,
  isTransparentAllowed: boolean,
  isFullBleed = false,
): TitleBarPositioning {
  const mode = positioning ?? (isFullBleed ? FULL_BLEED_POSITIONING : DEFAULT_POSITIONING);
  return isTransparentAllowed ? mode : solidOf[mode];
}

/** True for the modes that stay at the top of the window while the page scrolls. */
export function isSticky(positioning: TitleBarPositioning): boolean {
  return positioning.startsWith("Sticky");
}

/** True for the modes that let the page show through the bar. */
export function isTransparent(positioning: TitleBarPositioning): boolean {
  return positioning.endsWith("Transparent");
}
