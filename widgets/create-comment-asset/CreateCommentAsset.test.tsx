import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { resetSession, setSession } from "../../tests/helpers/session";
import { CreateCommentAsset } from "./CreateCommentAsset";
import { createCommentAssetFixtures as fixtures } from "./fixtures";

afterEach(() => resetSession());

describe("CreateCommentAsset", () => {
  it("renders every fixture; nothing without a discussion", () => {
    for (const props of Object.values(fixtures)) render(<CreateCommentAsset {...props} />).unmount();
    expect(render(<CreateCommentAsset {...fixtures.notHydrated} />).container.innerHTML).toBe("");
  });

  it("anchors the box at #create-comment and shows a guest Sign in to comment (content spec §2)", () => {
    setSession({});
    render(<CreateCommentAsset {...fixtures.openDiscussion} />);
    expect(document.getElementById("create-comment")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to comment" }).getAttribute("href")).toMatch(
      /^\/entry\/signin\?Target=/,
    );
  });

  it('tells a banned member "You have been banned." and why instead of the box', () => {
    setSession({ user: { banned: 1 } });
    render(<CreateCommentAsset {...fixtures.openDiscussion} />);
    expect(document.getElementById("create-comment")?.textContent).toBe(
      "You have been banned.ReasonNo reason was given.UntilPermanently",
    );
  });

  it('tells a member "This discussion has been closed." on a closed discussion', () => {
    setSession({ user: {}, permissions: ["comments.add"] });
    render(<CreateCommentAsset {...fixtures.closedDiscussion} />);
    expect(screen.getByText("This discussion has been closed.")).toBeTruthy();
  });
});
