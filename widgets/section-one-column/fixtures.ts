/** Example hydrated props of SectionOneColumn; nested nodes are rendered by the runtime. */
export const sectionOneColumnFixtures: Record<string, Record<string, unknown>> = {
  empty: {},
  narrow: { isNarrow: true, children: [] },
  nested: { children: [{ $reactComponent: "SectionOneColumn", $reactProps: { isNarrow: true } }] },
};
