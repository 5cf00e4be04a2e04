import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { DiscussionBadges } from "./DiscussionBadges";

const plain = { pinned: false, closed: false, sink: false, attributes: {} };

describe("DiscussionBadges (content spec §4: closed, sink and announced states)", () => {
  it("marks a sunk, closed and announced discussion with a worded badge each", () => {
    render(<DiscussionBadges discussion={{ ...plain, pinned: true, closed: true, sink: true }} />);
    expect(screen.getByText("Announcement")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
    const sunk = screen.getByText("Sunk");
    expect(sunk.getAttribute("title")).toBe("New comments do not bring this discussion to the top.");
  });

  it("marks nothing on a discussion in none of those states", () => {
    const { container } = render(<DiscussionBadges discussion={plain} />);
    expect(container.textContent).toBe("");
  });
});
