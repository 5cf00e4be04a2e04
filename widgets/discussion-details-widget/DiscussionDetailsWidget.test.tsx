import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { resetSession } from "../../tests/helpers/session";
import { DiscussionDetailsWidget } from "./DiscussionDetailsWidget";
import { discussionDetailsWidgetFixtures as fixtures } from "./fixtures";

afterEach(() => resetSession());

describe("DiscussionDetailsWidget (post page panel)", () => {
  it("renders every fixture; nothing off a post page", () => {
    for (const props of Object.values(fixtures)) render(<DiscussionDetailsWidget {...props} />).unmount();
    expect(render(<DiscussionDetailsWidget {...fixtures.notHydrated} />).container.innerHTML).toBe("");
  });

  it("heads the panel with an h2 and each part with an h3, in order", () => {
    render(<DiscussionDetailsWidget {...fixtures.busy} />);
    expect(screen.getAllByRole("heading").map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      "H2 Discussion details",
      "H3 Participants",
      "H3 Tags",
      "H3 Related discussions",
    ]);
  });

  it("shows counts, the last reply and the category link", () => {
    render(<DiscussionDetailsWidget {...fixtures.busy} />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["Comments", "Views", "Last reply", "Category"]);
    expect(screen.getByText("1.5k").getAttribute("title")).toBe("1,530");
    expect(screen.getByRole("link", { name: "Introductions" }).getAttribute("href")).toBe(
      "/categories/introductions",
    );
  });

  it("links each participant's photo to their profile, and says how many more took part", () => {
    render(<DiscussionDetailsWidget {...fixtures.busy} />);
    const group = screen.getByRole("group", { name: "Participants" });
    expect(within(group).getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    expect(within(group).getAllByRole("link")).toHaveLength(3);
    expect(within(group).getByText("and 5 more")).toBeTruthy();
  });

  it("lists related discussions with their comment counts, and tags linking to their discussions", () => {
    render(<DiscussionDetailsWidget {...fixtures.busy} />);
    const related = screen.getByRole("group", { name: "Related discussions" });
    expect(within(related).getByRole("link", { name: "Say hello here" }).getAttribute("href")).toBe(
      "/discussion/9/say-hello-here",
    );
    expect(related.textContent).toContain("1 comment");
    expect(screen.getByRole("link", { name: "Welcome" }).getAttribute("href")).toBe("/discussions?tagID=3");
  });

  it("leaves out the last reply, tags and related parts a quiet discussion does not have", () => {
    render(<DiscussionDetailsWidget {...fixtures.quiet} />);
    expect(screen.queryByText("Last reply")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Tags" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Related discussions" })).toBeNull();
    expect(screen.queryByText(/more$/)).toBeNull();
  });
});
