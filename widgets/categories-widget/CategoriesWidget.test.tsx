import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { CategoriesWidget } from "./CategoriesWidget";
import { categoriesWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

const countsOf = (name: string) =>
  within(screen.getByRole("heading", { name }).parentElement!)
    .getByRole("list", { name: "Counts" })
    .querySelectorAll("li");

describe("CategoriesWidget", () => {
  it("renders every fixture from its preloaded data without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) render(<CategoriesWidget {...props} />).unmount();
    expect(requests.length).toBe(0);
  });

  it("links each category to its page and shows its description", () => {
    render(<CategoriesWidget {...fixtures.grid} />);
    const region = within(screen.getByRole("region", { name: "Categories" }));
    expect(region.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Announcements",
      "General",
      "Help & Support",
      "Ideas & Feedback",
    ]);
    expect(region.getByRole("link", { name: "General" }).getAttribute("href")).toBe("/categories/2");
    expect(region.getByText("Conversation about anything and everything.")).toBeTruthy();
  });

  it("abbreviates counts above 999 with the full value in a title (shell spec §9)", () => {
    render(<CategoriesWidget {...fixtures.grid} />);
    const [discussions, comments] = countsOf("General");
    expect(discussions?.textContent).toBe("1.2k discussions");
    expect(within(discussions!).getByText("1.2k").getAttribute("title")).toBe("1,234");
    expect(within(comments!).getByText("98.8k").getAttribute("title")).toBe("98,765");
    expect([...countsOf("Help & Support")].map((li) => li.textContent)).toEqual([
      "1 discussion",
      "1 comment",
    ]);
    expect(within(countsOf("Announcements")[0]!).getByText("3").getAttribute("title")).toBeNull();
  });

  it("shows titles only for the title content type", () => {
    render(<CategoriesWidget {...fixtures.titlesOnlyTwoColumns} />);
    expect(screen.getByRole("heading", { name: "Browse" })).toBeTruthy();
    expect(screen.getByText("Pick a place to start")).toBeTruthy();
    expect(screen.queryByText("Conversation about anything and everything.")).toBeNull();
  });

  it("shows plain links for the link display", () => {
    render(<CategoriesWidget {...fixtures.links} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/categories/1",
      "/categories/2",
      "/categories/5",
      "/categories/8",
    ]);
    expect(screen.queryByRole("list", { name: "Counts" })).toBeNull();
  });

  it("renders nothing without categories", () => {
    const { container } = render(<CategoriesWidget {...fixtures.empty} />);
    expect(container.textContent).toBe("");
  });

  it("nests subcategories as a list labelled by their parent, headings one level down from the page's h1", () => {
    render(<CategoriesWidget {...fixtures.tree} />);
    const region = within(screen.getByRole("region", { name: "Categories" }));
    expect(region.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Categories"]);
    expect(region.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Announcements",
      "General",
    ]);
    const children = region.getByRole("list", { name: "General" });
    expect(children.closest("li")?.querySelector("h2")?.textContent).toBe("General");
    expect(
      within(children)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Introductions", "Off Topic"]);
  });

  it("shows a category's newest discussion: its title linked, its time and its author", () => {
    render(<CategoriesWidget {...fixtures.tree} />);
    const general = screen.getByRole("heading", { name: "General" }).parentElement!;
    const latest = within(general).getAllByText("Latest discussion")[0]!.parentElement!;
    expect(
      within(latest).getByRole("link", { name: "Favourite keyboard shortcuts" }).getAttribute("href"),
    ).toBe("/discussion/41/favourite-keyboard-shortcuts");
    expect(latest.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-20T10:00:00.000Z");
    expect(within(latest).getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    const announcements = screen.getByRole("heading", { name: "Announcements" }).parentElement!;
    expect(within(announcements).queryByText("Latest discussion")).toBeNull();
  });

  it("marks each category with its colour on a decorative dot, the name keeping the text colour", () => {
    render(<CategoriesWidget {...fixtures.tree} />);
    const heading = screen.getByRole("heading", { name: "General" });
    const dot = heading.querySelector<HTMLElement>("[data-category-color]")!;
    expect(dot.getAttribute("aria-hidden")).toBe("true");
    expect(dot.dataset.categoryColor).toBe("#1971c2");
    expect(
      screen.getByRole("heading", { name: "Off Topic" }).querySelector<HTMLElement>("[data-category-color]")
        ?.dataset.categoryColor,
    ).toBe("none");
  });
});
