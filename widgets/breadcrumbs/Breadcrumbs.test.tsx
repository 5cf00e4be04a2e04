import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Breadcrumbs } from "./Breadcrumbs";
import { breadcrumbsFixtures } from "./fixtures";

describe("Breadcrumbs", () => {
  it.each(Object.entries(breadcrumbsFixtures))("renders the %s fixture: one link per crumb", (_, props) => {
    render(<Breadcrumbs {...props} />);
    const nav = screen.queryByRole("navigation", { name: "Breadcrumb" });
    if (props.crumbs.length === 0) {
      expect(nav).toBeNull();
      return;
    }
    expect(
      within(nav!)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(props.crumbs.map((crumb) => crumb.name));
  });

  it('marks only the last crumb aria-current="page"', () => {
    render(<Breadcrumbs {...breadcrumbsFixtures.defaults} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "page"]);
    expect(links[1]?.getAttribute("href")).toBe("/categories");
    expect(screen.getByRole("list")).toBeTruthy();
  });

  it("prefixes an unsafe link (content spec §5)", () => {
    render(<Breadcrumbs {...breadcrumbsFixtures.unsafeLink} />);
    expect(screen.getByRole("link", { name: "Trap" }).getAttribute("href")).toBe(
      "unsafe:javascript:alert(1)",
    );
  });
});
