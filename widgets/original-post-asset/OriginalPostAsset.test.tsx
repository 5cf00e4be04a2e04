import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { fakeFetch } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { OriginalPostAsset } from "./OriginalPostAsset";
import { originalPostAssetFixtures as fixtures } from "./fixtures";

beforeEach(() => {
  vi.stubGlobal("fetch", fakeFetch().fetch);
  window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza");
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("OriginalPostAsset", () => {
  it("renders every fixture", () => {
    for (const props of Object.values(fixtures)) render(<OriginalPostAsset {...props} />).unmount();
    expect(render(<OriginalPostAsset {...fixtures.notHydrated} />).container.innerHTML).toBe("");
  });

  it("shows the title, author, category, tags and the server's body", () => {
    const { container } = render(<OriginalPostAsset {...fixtures.openDiscussion} />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Plaza" })).toBeTruthy();
    expect(screen.getByText("ada")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Announcements" }).getAttribute("href")).toBe("/categories/1");
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("link")).toHaveLength(5);
    expect(container.querySelector(".userContent")?.textContent).toContain("Hello and welcome!");
    expect(screen.queryByText("Closed")).toBeNull();
  });

  it("shows the Announcement and Closed badges as lists do, and the author's title beside their photo and name like a comment", () => {
    const discussion = fixtures.openDiscussion!.discussion!;
    render(
      <OriginalPostAsset
        discussion={{
          ...discussion,
          pinned: true,
          closed: true,
          insertUser: { ...discussion.insertUser!, label: "Founder" },
        }}
      />,
    );
    expect(screen.getByText("Announcement")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.getByText("Founder")).toBeTruthy();
    expect(screen.getByRole("img", { name: discussion.insertUser!.name })).toBeTruthy();
  });

  it("navigates in-app links of the body without a reload", () => {
    render(<OriginalPostAsset {...fixtures.openDiscussion} />);
    const link = screen.getByRole("link", { name: "the rules" });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(window.location.pathname).toBe("/discussion/2");
  });

  it("marks a closed discussion and can hide the tags", () => {
    render(<OriginalPostAsset {...fixtures.closedWithoutTags} />);
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
  });

  it("links the author's Edit to /post/editdiscussion/{id}; guests get no Edit and no Quote", () => {
    setSession({
      user: { userID: 3 },
      permissions: ["comments.add"],
      config: { "ui.editContentTimeout": -1 },
    });
    const { unmount } = render(<OriginalPostAsset {...fixtures.openDiscussion} />);
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/post/editdiscussion/1");
    // Edit, Quote, Share: the order a comment's actions have, so the two bars read alike.
    const [edit, quote, share] = [
      screen.getByRole("link", { name: "Edit" }),
      screen.getByRole("button", { name: "Quote" }),
      screen.getByRole("button", { name: "Share" }),
    ];
    expect(edit.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(quote.compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    setSession({});
    render(<OriginalPostAsset {...fixtures.openDiscussion} />);
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Quote" })).toBeNull();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
  });
});
