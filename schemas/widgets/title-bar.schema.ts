/** TitleBar: the bar above every page (the page-shell issue adds navigation, search and menus). */
export const titleBarSchema = {
  $id: "TitleBar",
  type: "object",
  description: "The site's title bar.",
  properties: {
    positioning: {
      type: "string",
      enum: ["StickySolid", "StickyTransparent", "StaticSolid", "StaticTransparent"],
      description: "How the bar sits on the page (shell spec §3).",
    },
  },
  additionalProperties: false,
} as const;
