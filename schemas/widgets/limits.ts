/*
 * Home widget limits, apart from the widget schemas: the widgets read them on the first load, and a
 * module shared with the layout editor's catalog would bring every schema in it along.
 */

/** Home widget limits of shell spec §9. */
export const homeWidgetLimits = {
  minItemWidth: 180,
  maxColumnsDefault: 3,
  maxColumnsImage: 4,
  maxColumnsList: 1,
  imageRatio: "16:9",
  backgroundImageRatio: "16:16",
  imageMaxHeight: 250,
  backgroundImageMaxHeight: 400,
} as const;

/** The maximum columns a home widget may show for an item content type and display (shell spec §9). */
export function maxColumnsFor(contentType: string | undefined, displayType: string | undefined): number {
  if (displayType === "list") return homeWidgetLimits.maxColumnsList;
  if (contentType && /background|image/.test(contentType)) return homeWidgetLimits.maxColumnsImage;
  return homeWidgetLimits.maxColumnsDefault;
}
