import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { RSSWidget } from "./RSSWidget";
import { rssWidgetFixtures as fixtures } from "./fixtures";

function fixture(name: string) {
  const props = fixtures[name];
  if (!props) throw new Error(`no fixture ${name}`);
  return props;
}

describe("RSSWidget", () => {
  it("renders every fixture", () => {
    for (const props of Object.values(fixtures)) render(<RSSWidget {...props} />).unmount();
  });

  it("lists the feed items with links, descriptions and dates", () => {
    render(<RSSWidget {...fixture("latest")} />);
    const region = screen.getByRole("region", { name: "From the blog" });
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const link = within(region).getByRole("link", { name: "Plaza 1.2 released" });
    expect(link.getAttribute("href")).toBe("https://blog.example.com/plaza-1-2");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(within(region).getByText("Faster pages, collections and a leaderboard.")).toBeTruthy();
    expect(within(region).getByText("Jun 10, 2024").getAttribute("datetime")).toBe(
      "2024-06-10T09:00:00.000Z",
    );
  });

  it("shows an item whose link was dropped as plain text", () => {
    render(<RSSWidget {...fixture("latest")} />);
    expect(screen.getByText("Link dropped by the server").closest("a")).toBeNull();
  });

  it("shows no more items than the limit", () => {
    render(<RSSWidget {...fixture("limited")} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "RSS feed" })).toBeTruthy();
  });

  it("renders descriptions as text and marks unsafe links (content spec §5)", () => {
    const { container } = render(<RSSWidget {...fixture("unsafeLinkFromOldHydration")} />);
    expect(screen.getByRole("link", { name: "Odd" }).getAttribute("href")).toBe("unsafe:javascript:alert(1)");
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText("<script>alert(1)</script>")).toBeTruthy();
  });

  it("takes no room without items", () => {
    const { container } = render(<RSSWidget {...fixture("empty")} />);
    expect(container.textContent).toBe("");
  });
});
