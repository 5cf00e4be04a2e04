import type { TitleBarProps } from "../../schemas/widgets/title-bar.schema";

/** Title bar positioning modes (shell spec §3). */
export type TitleBarPositioning = NonNullable<TitleBarProps["positioning"]>;

/**
 * The default mode (shell spec §4): StickySolid. With full-bleed on the spec's default is
 * StickyTransparent; Plaza has no full-bleed setting yet, so that case never arises.
 */
export const DEFAULT_POSITIONING: TitleBarPositioning = "StickySolid";

/** The solid counterpart of each mode. */
const solidOf: Record<TitleBarPositioning, TitleBarPositioning> = {
  StickySolid: "StickySolid",
  StickyTransparent: "StickySolid",
  StaticSolid: "StaticSolid",
  StaticTransparent: "StaticSolid",
};

/**
 * The mode the bar uses (shell spec §4 "Title bar positioning"): where transparency is not allowed
 * (pages that do not say they allow it), a transparent mode falls back to its solid counterpart.
 */
export function resolvePositioning(
  positioning: TitleBarPositioning | undefined,
  isTransparentAllowed: boolean,
): TitleBarPositioning {
  const mode = positioning ?? DEFAULT_POSITIONING;
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
