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
});
