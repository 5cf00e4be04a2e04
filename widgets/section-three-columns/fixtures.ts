/** Example hydrated props of SectionThreeColumns; nested nodes are rendered by the runtime. */
export const sectionThreeColumnsFixtures: Record<string, Record<string, unknown>> = {
  empty: {},
  nested: {
    middleTop: [{ $reactComponent: "SectionOneColumn", $reactProps: {} }],
    leftTop: [],
    rightTop: [],
  },
};
