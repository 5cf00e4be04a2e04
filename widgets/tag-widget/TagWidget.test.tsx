import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { TagWidget } from "./TagWidget";
import { tagWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("TagWidget", () => {
  it("renders every fixture from its preloaded data without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) render(<TagWidget {...props} />).unmount();
    expect(requests.length).toBe(0);
  });

  it("links each tag to the discussions carrying it, with its count", () => {
    render(<TagWidget {...fixtures.popular} />);
    const region = within(screen.getByRole("region", { name: "Popular Tags" }));
    const links = region.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/discussions?tagID=7",
      "/discussions?tagID=1",
      "/discussions?tagID=3",
    ]);
    expect(links[0]?.textContent).toBe("Productivity 5");
  });

  it("abbreviates a count above 999", () => {
    render(<TagWidget {...fixtures.manyUses} />);
    expect(screen.getByText("4.3k").getAttribute("title")).toBe("4,321");
    expect(screen.getByRole("region", { name: "Tags" })).toBeTruthy();
  });

  it("renders nothing without tags", () => {
    const { container } = render(<TagWidget {...fixtures.empty} />);
    expect(container.textContent).toBe("");
  });
});
