import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { contentBannerMinHeight } from "../../schemas/widgets/banner-content-widget.schema";
import { BannerContentWidget } from "./BannerContentWidget";
import { bannerContentWidgetFixtures } from "./fixtures";

describe("BannerContentWidget (shell spec §2 Banner, content-banner variant)", () => {
  it.each(Object.entries(bannerContentWidgetFixtures))(
    "renders the %s fixture without a search box",
    (_, props) => {
      const { container } = render(<BannerContentWidget {...props} />);
      expect(container.firstElementChild).not.toBeNull();
      // The search field is a combobox when it suggests, a searchbox otherwise: neither is here.
      expect(screen.queryByRole("searchbox")).toBeNull();
      expect(screen.queryByRole("combobox")).toBeNull();
    },
  );

  it("shows the title, description and icon", () => {
    render(<BannerContentWidget {...bannerContentWidgetFixtures.titled} />);
    expect(screen.getByRole("heading", { level: 2, name: "Product announcements" })).toBeTruthy();
    expect(screen.getByText("News from the team.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Announcements" })).toBeTruthy();
  });

  it("shows no heading when it has no title", () => {
    render(<BannerContentWidget {...bannerContentWidgetFixtures.defaults} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("hides description and icon when asked and keeps the title for screen readers", () => {
    render(<BannerContentWidget {...bannerContentWidgetFixtures.hiddenParts} />);
    expect(screen.getByRole("heading", { name: "Only for screen readers" })).toBeTruthy();
    expect(screen.queryByText("Not shown")).toBeNull();
    expect(screen.queryByRole("img", { name: "Megaphone" })).toBeNull();
  });

  it("has a minimum height of 120 by default, kept between 80 and 180 (shell spec §5, §9)", () => {
    expect(contentBannerMinHeight(undefined)).toBe(120);
    expect(contentBannerMinHeight(10)).toBe(80);
    expect(contentBannerMinHeight(150)).toBe(150);
    expect(contentBannerMinHeight(900)).toBe(180);
    const { container } = render(<BannerContentWidget {...bannerContentWidgetFixtures.tooTall} />);
    expect((container.firstElementChild as HTMLElement).style.minBlockSize).toBe("180px");
  });
});
