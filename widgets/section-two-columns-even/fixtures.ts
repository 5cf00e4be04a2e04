/** Example hydrated props of SectionTwoColumnsEven; nested nodes are rendered by the runtime. */
export const sectionTwoColumnsEvenFixtures: Record<string, Record<string, unknown>> = {
  empty: {},
  nested: { left: [{ $reactComponent: "SectionOneColumn", $reactProps: {} }], right: [] },
};
