import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { UserSpotlightWidget } from "./UserSpotlightWidget";
import { userSpotlightWidgetFixtures as fixtures } from "./fixtures";
import { LETTER_AVATAR_PREFIX } from "../../runtime/url/letter-avatar";

function fixture(name: string) {
  const props = fixtures[name];
  if (!props) throw new Error(`no fixture ${name}`);
  return props;
}

describe("UserSpotlightWidget", () => {
  it("renders every fixture", () => {
    for (const props of Object.values(fixtures)) render(<UserSpotlightWidget {...props} />).unmount();
  });

  it("shows the featured member with photo, profile link, title, description and counts", () => {
    render(<UserSpotlightWidget {...fixture("featured")} />);
    const region = screen.getByRole("region", { name: "Member of the month" });
    expect(within(region).getByRole("heading", { name: "Member of the month" })).toBeTruthy();
    expect(within(region).getByRole("link", { name: "ada" }).getAttribute("href")).toBe("/profile/ada");
    expect(within(region).getByRole("img", { name: "ada" }).getAttribute("src")).toBe(
      "https://example.com/ada.png",
    );
    expect(within(region).getByText("Mathematician")).toBeTruthy();
    expect(within(region).getByText(/answered more questions/)).toBeTruthy();
    const stats = within(region)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(stats).toEqual(["12 Discussions", "1.5k Comments"]);
    expect(within(region).getByText("1.5k").getAttribute("title")).toBe("1,520");
  });

  it("shows the member's letter avatar, named for them, when they have no photo (shell spec §4 avatar)", () => {
    render(<UserSpotlightWidget {...fixture("noPhotoTextLeft")} />);
    const photo = screen.getByRole("img");
    expect(photo.tagName.toLowerCase()).toBe("img");
    expect(photo.getAttribute("src")?.startsWith(LETTER_AVATAR_PREFIX)).toBe(true);
    expect(photo.getAttribute("alt")).toBeTruthy();
    expect(screen.getByRole("region", { name: "User spotlight" })).toBeTruthy();
  });

  it("shows only the name and photo of a private profile (content spec §6)", () => {
    render(<UserSpotlightWidget {...fixture("privateProfile")} />);
    expect(screen.getByRole("link", { name: "private" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("takes no room without a preloaded member", () => {
    const { container } = render(<UserSpotlightWidget {...fixture("notLoaded")} />);
    expect(container.textContent).toBe("");
  });
});
