import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { FeaturedCollectionsWidget } from "./FeaturedCollectionsWidget";
import { featuredCollectionsWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

function fixture(name: string) {
  const props = fixtures[name];
  if (!props) throw new Error(`no fixture ${name}`);
  return props;
}
function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}
const columnsOf = (list: HTMLElement) => list.style.getPropertyValue("--columns");

describe("FeaturedCollectionsWidget", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures))
      renderFresh(<FeaturedCollectionsWidget {...props} />).unmount();
    expect(requests).toEqual([]);
  });

  it("shows the records as linked cards with descriptions under the collection's name", () => {
    renderFresh(<FeaturedCollectionsWidget {...fixture("grid")} />);
    const region = screen.getByRole("region", { name: "Getting Started Guides" });
    expect(within(region).getByRole("heading", { name: "Getting Started Guides" })).toBeTruthy();
    const cards = within(region).getAllByRole("article");
    expect(cards).toHaveLength(4);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/discussion/1/guide");
    expect(
      within(region).getByText("What you need to know about markdown cheat sheet for posts"),
    ).toBeTruthy();
    expect(columnsOf(within(region).getByRole("list"))).toBe("3");
  });

  it("shows images and up to 4 columns for image cards (shell spec §9)", () => {
    renderFresh(<FeaturedCollectionsWidget {...fixture("carouselWithImages")} />);
    expect(screen.getByRole("heading", { name: "New here? Start with these" })).toBeTruthy();
    expect(screen.getByText("Four short guides")).toBeTruthy();
    const images = screen.getByRole("list").querySelectorAll("img");
    expect([...images].map((img) => img.getAttribute("src"))).toEqual(["https://example.com/bookmark.png"]);
    expect(columnsOf(screen.getByRole("list"))).toBe("4");
  });

  it("shows titles only, in one column, for a list of title items", () => {
    renderFresh(<FeaturedCollectionsWidget {...fixture("list")} />);
    expect(screen.queryByText(/What you need to know/)).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(4);
    expect(columnsOf(screen.getByRole("list"))).toBe("1");
  });

  it("shows background cards with their descriptions", () => {
    renderFresh(<FeaturedCollectionsWidget {...fixture("backgroundCards")} />);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByText("What you need to know about how do notifications work?")).toBeTruthy();
  });

  it("shows plain links for the link display", () => {
    renderFresh(<FeaturedCollectionsWidget {...fixture("links")} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toHaveLength(4);
    expect(screen.queryByText(/What you need to know/)).toBeNull();
  });

  it("never uses an unsafe link or image URL (content spec §5)", () => {
    renderFresh(<FeaturedCollectionsWidget {...fixture("hostileRecord")} />);
    expect(screen.getByRole("link", { name: "Odd" }).getAttribute("href")).toBe("unsafe:javascript:alert(1)");
    expect(document.querySelector("img")).toBeNull();
  });

  it("takes no room when the viewer may see none of the records", () => {
    const { container } = renderFresh(<FeaturedCollectionsWidget {...fixture("empty")} />);
    expect(container.textContent).toBe("");
  });

  it("fetches the collection when the server did not preload it", async () => {
    const collection = fixture("grid").collection;
    const { fetch, requests } = fakeFetch(jsonResponse(collection));
    vi.stubGlobal("fetch", fetch);
    renderFresh(<FeaturedCollectionsWidget collectionID={1} />);
    expect(await screen.findByRole("link", { name: "How do notifications work?" })).toBeTruthy();
    expect(requests[0]?.url).toContain("collections/1");
  });
});
