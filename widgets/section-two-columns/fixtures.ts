/** Example hydrated props of SectionTwoColumns; nested nodes are rendered by the runtime. */
export const sectionTwoColumnsFixtures: Record<string, Record<string, unknown>> = {
  empty: {},
  inverted: { isInverted: true, mainTop: [], secondaryTop: [] },
  nested: { mainTop: [{ $reactComponent: "SectionOneColumn", $reactProps: {} }] },
};
