import type { TabWidgetSchemaProps } from "../../schemas/widgets/tab-widget.schema";

/** A small node to put under a tab: a call to action titled `title`. */
function node(title: string) {
  return { $reactComponent: "CallToActionWidget", $reactProps: { title } };
}

/**
 * Example hydrated props of TabWidget: tabs hold layout nodes, which the runtime renders before the
 * component sees them.
 */
export const tabWidgetFixtures = {
  defaults: {
    tabs: [
      { label: "Recent", children: [node("Recent discussions")] },
      { label: "Popular", children: [node("Popular discussions")] },
      { label: "Unanswered", children: [node("Unanswered questions")] },
    ],
  },
  titled: {
    title: "Community activity",
    tabs: [
      { label: "Events", componentName: "CallToActionWidget", children: [node("Events")] },
      { label: "Leaders", children: [node("Leaders"), node("Rising stars")] },
    ],
  },
  singleEmptyTab: { tabs: [{ label: "Nothing yet", children: [] }] },
  noTabs: { title: "No tabs", tabs: [] },
} satisfies Record<string, TabWidgetSchemaProps>;
