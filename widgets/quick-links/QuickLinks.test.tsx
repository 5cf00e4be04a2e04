import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { QuickLinksProps } from "../../schemas/widgets/quick-links.schema";
import { resetSession, setSession } from "../../tests/helpers/session";
import { QuickLinks } from "./QuickLinks";
import { quickLinksFixtures } from "./fixtures";

afterEach(() => resetSession());

const linkNames = () => screen.queryAllByRole("link").map((link) => link.textContent);

describe("QuickLinks (shell spec §5 navigation item rules)", () => {
  it.each(Object.entries<QuickLinksProps>(quickLinksFixtures))("renders the %s fixture", (_, props) => {
    render(<QuickLinks {...props} />);
    const visible = props.links.filter((link) => link.name && link.url && !link.isHidden && !link.permission);
    const expected = visible.filter((link) => !link.roleIDs?.length).map((link) => link.name);
    expect(linkNames()).toEqual(expected);
  });

  it('names the list "Quick Links" when it has no title', () => {
    render(<QuickLinks {...quickLinksFixtures.defaults} />);
    const nav = screen.getByRole("navigation", { name: "Quick Links" });
    expect(within(nav).getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("drops links without a name or url, hides hidden ones, and fixes urls for a guest", () => {
    render(<QuickLinks {...quickLinksFixtures.filtered} />);
    expect(screen.getByRole("heading", { level: 2, name: "Quick Links" })).toBeTruthy();
    expect(linkNames()).toEqual(["Posts", "Docs", "Home"]);
    expect(screen.getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("opens links to other sites in a new tab (shell spec §2)", () => {
    render(<QuickLinks {...quickLinksFixtures.filtered} />);
    const docs = screen.getByRole("link", { name: "Docs" });
    expect(docs.getAttribute("target")).toBe("_blank");
    expect(docs.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "Posts" }).getAttribute("target")).toBeNull();
  });

  it("shows permission and role links to users who hold them", () => {
    setSession({ user: { roleIDs: [16] }, permissions: ["community.moderate"] });
    render(<QuickLinks {...quickLinksFixtures.filtered} />);
    expect(linkNames()).toEqual(["Posts", "Docs", "Home", "Moderation", "Staff corner"]);
  });

  it("renders nothing when no link is left", () => {
    const { container } = render(<QuickLinks {...quickLinksFixtures.nothingVisible} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows the subtitle and description of a grid", () => {
    render(<QuickLinks {...quickLinksFixtures.grid} />);
    expect(screen.getByText("Start here")).toBeTruthy();
    expect(screen.getByText("The places members visit most.")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Explore" })).toBeTruthy();
  });
});
