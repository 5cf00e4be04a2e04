/** Example props of TitleBar. */
export const titleBarFixtures: Record<string, Record<string, unknown>> = {
  default: {},
  static: { positioning: "StaticSolid" },
};
