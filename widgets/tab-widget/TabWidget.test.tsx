import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TabWidgetSchemaProps } from "../../schemas/widgets/tab-widget.schema";
import { TabWidget, type TabWidgetProps } from "./TabWidget";
import { tabWidgetFixtures as hydratedFixtures } from "./fixtures";

/** Stands in for the runtime: each child node becomes a paragraph of its title. */
function rendered(props: TabWidgetSchemaProps): TabWidgetProps {
  return {
    ...props,
    tabs: props.tabs.map((tab) => ({
      ...tab,
      children: tab.children?.map((child, index) => (
        <p key={index}>{String((child.$reactProps as { title?: string }).title)}</p>
      )),
    })),
  };
}

const tabWidgetFixtures = Object.fromEntries(
  Object.entries(hydratedFixtures).map(([name, props]) => [name, rendered(props)]),
) as Record<keyof typeof hydratedFixtures, TabWidgetProps>;

describe("TabWidget (WAI-ARIA tabs)", () => {
  it.each(Object.entries(tabWidgetFixtures))("renders the %s fixture: one tab per entry", (_, props) => {
    render(<TabWidget {...props} />);
    expect(screen.queryAllByRole("tab").map((tab) => tab.textContent)).toEqual(
      props.tabs.map((tab) => tab.label),
    );
  });

  it("selects the first tab and shows only its panel", () => {
    render(<TabWidget {...tabWidgetFixtures.defaults} />);
    const [recent, popular] = screen.getAllByRole("tab");
    expect(recent?.getAttribute("aria-selected")).toBe("true");
    expect(recent?.tabIndex).toBe(0);
    expect(popular?.tabIndex).toBe(-1);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Recent discussions");
    expect(panel.getAttribute("aria-labelledby")).toBe(recent?.id);
    expect(recent?.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getByRole("tablist", { name: "Tabs" })).toBeTruthy();
  });

  it("moves and selects with arrow keys, wrapping, and Home/End", async () => {
    render(<TabWidget {...tabWidgetFixtures.defaults} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Recent" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Popular" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Popular discussions");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Unanswered", selected: true })).toBe(document.activeElement);
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Recent", selected: true })).toBe(document.activeElement);
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Unanswered", selected: true })).toBe(document.activeElement);
  });

  it("keeps one tab stop: Tab leaves the tablist for the panel", async () => {
    render(<TabWidget {...tabWidgetFixtures.defaults} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Recent" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
  });

  it("selects a tab on click and names the tablist after the title", async () => {
    render(<TabWidget {...tabWidgetFixtures.titled} />);
    expect(screen.getByRole("heading", { level: 2, name: "Community activity" })).toBeTruthy();
    expect(screen.getByRole("tablist", { name: "Community activity" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Leaders" }));
    expect(screen.getByRole("tabpanel", { name: "Leaders" }).textContent).toBe("LeadersRising stars");
  });

  it("renders nothing without tabs", () => {
    const { container } = render(<TabWidget {...tabWidgetFixtures.noTabs} />);
    expect(container.innerHTML).toBe("");
  });
});
