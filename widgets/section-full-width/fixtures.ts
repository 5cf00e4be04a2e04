/** Example hydrated props of SectionFullWidth; nested nodes are rendered by the runtime. */
export const sectionFullWidthFixtures: Record<string, Record<string, unknown>> = {
  empty: {},
  nested: { children: [{ $reactComponent: "SectionOneColumn", $reactProps: {} }] },
};
