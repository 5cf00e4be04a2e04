import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { NewPostMenuProps } from "../../schemas/widgets/new-post-menu.schema";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { resetSession, setSession } from "../../tests/helpers/session";
import { NewPostMenu } from "./NewPostMenu";
import { newPostMenuFixtures } from "./fixtures";

afterEach(() => resetSession());

describe("NewPostMenu for a member with discussions.add", () => {
  beforeEach(() => setSession({ user: { userID: 2 }, permissions: ["discussions.add"] }));

  it.each(Object.entries<NewPostMenuProps>(newPostMenuFixtures))("renders the %s fixture", (_, props) => {
    render(<NewPostMenu {...props} />);
    const name = props.title ?? "New Post";
    expect(screen.queryByRole("link", { name }) ?? screen.queryByRole("button", { name })).not.toBeNull();
  });

  it('links "New Post" to /post/discussion/-1 (default parent, content spec §9) when there are no items', () => {
    render(<NewPostMenu {...newPostMenuFixtures.defaults} />);
    expect(screen.getByRole("link", { name: "New Post" }).getAttribute("href")).toBe("/post/discussion/-1");
  });

  it("starts the post in the category of the category page it is on (content spec §2 /post/{postType}/{parentID})", async () => {
    const { hook } = memoryLocation({ path: "/categories/5/p2" });
    render(
      <Router hook={hook}>
        <NewPostMenu {...newPostMenuFixtures.menu} />
      </Router>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "New Post" }));
    expect(screen.getByRole("link", { name: "Ask a Question" }).getAttribute("href")).toBe(
      "/post/question/5",
    );
  });

  it("offers Ask a Question beside New Discussion when the Q&A addon is on and no items are set", async () => {
    setSession({
      user: { userID: 2 },
      permissions: ["discussions.add"],
      config: { "addons.qna.enabled": true },
    });
    render(<NewPostMenu {...newPostMenuFixtures.defaults} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "New Post" }));
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["New Discussion", "/post/discussion/-1"],
      ["Ask a Question", "/post/question/-1"],
    ]);
  });

  it("falls back to a plain link when no item leads anywhere", () => {
    render(<NewPostMenu {...newPostMenuFixtures.nowhere} />);
    expect(screen.getByRole("link", { name: "Start something" }).getAttribute("href")).toBe(
      "/post/discussion/-1",
    );
  });

  it("opens and closes the menu, with aria-expanded telling which", async () => {
    render(<NewPostMenu {...newPostMenuFixtures.menu} />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "New Post" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link")).toBeNull();

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["New Discussion", "/post/discussion/-1"],
      ["Ask a Question", "/post/question/-1"],
      ["Read the guidelines", "/kb/guidelines"],
    ]);

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and returns focus to the button", async () => {
    render(<NewPostMenu {...newPostMenuFixtures.menu} />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "New Post" });
    await user.click(button);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "New Discussion" }));
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("closes when focus leaves the menu", async () => {
    render(
      <>
        <NewPostMenu {...newPostMenuFixtures.menu} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "New Post" }));
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByRole("button", { name: "New Post" }).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("NewPostMenu without discussions.add", () => {
  it("renders nothing for a guest", () => {
    const { container } = render(<NewPostMenu {...newPostMenuFixtures.menu} />);
    expect(container.innerHTML).toBe("");
  });

  it("renders nothing for a member lacking the permission", () => {
    setSession({ user: { userID: 3 }, permissions: ["discussions.view"] });
    const { container } = render(<NewPostMenu {...newPostMenuFixtures.defaults} />);
    expect(container.innerHTML).toBe("");
  });
});
