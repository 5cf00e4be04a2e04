/** Example hydrated props of SectionThreeColumnsEven; nested nodes are rendered by the runtime. */
export const sectionThreeColumnsEvenFixtures: Record<string, Record<string, unknown>> = {
  empty: {},
  nested: { left: [], middle: [{ $reactComponent: "SectionOneColumn", $reactProps: {} }], right: [] },
};
