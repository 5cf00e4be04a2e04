import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { letterAvatarUrl } from "../../../runtime/url/letter-avatar";
import { ProfilePage } from "./ProfilePage";
import { apiAs, renderAt, setUpModerationPages } from "./moderation-pages-test-support";

const server = setUpModerationPages();

async function userOf(name: string) {
  return server.app.db
    .selectFrom("users")
    .select(["userID", "name"])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
}

/** The titles of a member's discussions, newest first, as the server stores them. */
async function discussionTitlesOf(userID: number) {
  const rows = await server.app.db
    .selectFrom("discussions")
    .select("name")
    .where("insertUserID", "=", userID)
    .where("type", "!=", "redirect")
    .orderBy("dateInserted", "desc")
    .orderBy("discussionID", "desc")
    .execute();
  return rows.map((row) => row.name);
}

const profileHeading = (name: string) => screen.findByRole("heading", { level: 1, name });

/** axe-core's WCAG A/AA rules on the rendered page (colour contrast needs a real layout: e2e). */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function setBannedPrivate(value: boolean) {
  const response = await apiAs(server, "admin", "PATCH", "/config", { "ui.bannedPrivateProfile": value });
  expect(response.status).toBe(204);
}

describe("ProfilePage (/profile/{name}, content spec §2 profile links, shell spec §2)", () => {
  it("profile: name, counts, joined and last active, and the member's discussions under Discussions (shell spec §3 card user)", async () => {
    const member2 = await userOf("member2");
    await signInThrough(server, "member");
    renderAt("/profile/member2", <ProfilePage />);

    expect(await profileHeading("member2")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const region = screen.getByRole("region", { name: "member2" });
    // The name shows at once; the facts arrive with the member's record.
    const facts = (await within(region).findByText("Joined")).closest("dl") as HTMLElement;
    expect(within(facts).getByText("Discussions")).toBeTruthy();
    expect(within(facts).getByText("Comments")).toBeTruthy();
    expect(within(facts).getByText("Last Active")).toBeTruthy();
    expect(facts.querySelectorAll("time")).toHaveLength(2);
    expect(within(region).queryByText("member2@plaza.invalid")).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^member2/));

    const tabs = screen.getByRole("navigation", { name: "Profile" });
    const current = within(tabs).getByRole("link", { name: "Discussions" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe(`/profile/discussions/${member2.userID}/member2`);
    expect(within(tabs).getByRole("link", { name: "Comments" }).getAttribute("href")).toBe(
      `/profile/comments/${member2.userID}/member2`,
    );

    const titles = await discussionTitlesOf(member2.userID);
    expect(titles.length).toBeGreaterThan(0);
    const list = screen.getByRole("region", { name: "Discussions" });
    expect(await within(list).findByRole("heading", { level: 3, name: titles[0] })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("profile: the Comments list shows the member's comments newest first, each linking to its permalink", async () => {
    const member = await userOf("member");
    const newest = await server.app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
      .select(["comments.commentID", "discussions.name"])
      .where("comments.insertUserID", "=", member.userID)
      .where("comments.deleted", "=", 0)
      .where("categories.name", "!=", "Staff Room")
      .orderBy("comments.dateInserted", "desc")
      .orderBy("comments.commentID", "desc")
      .executeTakeFirstOrThrow();
    await signInThrough(server, "member2");
    renderAt(`/profile/comments/${member.userID}/member`, <ProfilePage />);

    const list = await screen.findByRole("region", { name: "Comments" });
    const first = await within(list).findAllByRole("heading", { level: 3 });
    expect(first[0]?.textContent).toBe(`Re: ${newest.name}`);
    expect(
      within(first[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`/discussion/comment/${newest.commentID}#Comment_${newest.commentID}`);
    const tabs = screen.getByRole("navigation", { name: "Profile" });
    expect(within(tabs).getByRole("link", { name: "Comments" }).getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations();
  });

  it("profile: the Comments list pages by 30 with the site's pager (content spec §4 pager rules)", async () => {
    const writer = await userOf("katherine");
    const discussionID = server.nextDiscussionID();
    const before = await server.app.db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insertUserID", "=", writer.userID)
      .where("deleted", "=", 0)
      .executeTakeFirstOrThrow();
    const added = Math.max(0, 35 - Number(before.n));
    const start = Date.now() + 60_000;
    if (added > 0)
      await server.app.db
        .insertInto("comments")
        .values(
          Array.from({ length: added }, (_, i) => ({
            discussionID,
            parentCommentID: null,
            insertUserID: writer.userID,
            body: `Paged comment ${i + 1}`,
            format: "text",
            bodyHtml: `<p>Paged comment ${i + 1}</p>`,
            bodyText: `Paged comment ${i + 1}`,
            dateInserted: new Date(start + i * 1000).toISOString(),
            score: 0,
            deleted: 0,
          })),
        )
        .execute();
    await signInThrough(server, "member");
    const url = `/profile/comments/${writer.userID}/katherine`;
    renderAt(url, <ProfilePage />);

    const list = await screen.findByRole("region", { name: "Comments" });
    await waitFor(() => expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(30));
    expect(within(list).getByText(`Paged comment ${added}`)).toBeTruthy();
    const pager = within(list).getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(`${url}?page=2`);

    act(() => document.body.replaceChildren());
    renderAt(`${url}?page=2`, <ProfilePage />);
    const second = await screen.findByRole("region", { name: "Comments" });
    await waitFor(() => expect(within(second).getByText("Page 2 of 2")).toBeTruthy());
    expect(within(second).getAllByRole("heading", { level: 3 })).toHaveLength(Number(before.n) + added - 30);
  });

  it("profile: Reactions lists the reactions the member's posts received and the posts that received one (content spec §2)", async () => {
    const member = await userOf("member");
    const member2 = await userOf("member2");
    const comment = await server.app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
      .select(["comments.commentID", "discussions.name"])
      .where("comments.insertUserID", "=", member.userID)
      .where("comments.deleted", "=", 0)
      .where("categories.name", "!=", "Staff Room")
      .orderBy("comments.commentID")
      .executeTakeFirstOrThrow();
    const lol = await server.app.db
      .selectFrom("reaction_types")
      .select("tagID")
      .where("urlcode", "=", "LOL")
      .executeTakeFirstOrThrow();
    await server.app.db
      .deleteFrom("reactions")
      .where("recordType", "=", "comment")
      .where("recordID", "=", comment.commentID)
      .where("userID", "=", member2.userID)
      .execute();
    await server.app.db
      .insertInto("reactions")
      .values({
        recordType: "comment",
        recordID: comment.commentID,
        userID: member2.userID,
        tagID: lol.tagID,
        dateInserted: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    await signInThrough(server, "member2");
    renderAt("/profile/reactions/member?reaction=lol", <ProfilePage />);

    const region = await screen.findByRole("region", { name: "Reactions" });
    const received = within(region).getByRole("navigation", { name: "Reactions received" });
    const current = within(received).getByRole("link", { current: "page" });
    expect(current.textContent).toMatch(/^LOL \d+$/);
    expect(current.getAttribute("href")).toBe("/profile/reactions/member?reaction=LOL");
    const first = (await within(region).findAllByRole("heading", { level: 3 }))[0] as HTMLElement;
    expect(first.textContent).toBe(`Re: ${comment.name}`);
    const tabs = screen.getByRole("navigation", { name: "Profile" });
    expect(within(tabs).getByRole("link", { name: "Reactions" }).getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations();
  });

  it("profile: an address with the user ID finds the member under a name they no longer use (content spec §2)", async () => {
    const member2 = await userOf("member2");
    await signInThrough(server, "member");
    renderAt(`/profile/${member2.userID}/an-old-name`, <ProfilePage />);
    expect(await profileHeading("member2")).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^member2/));
  });

  it("profile: the member sees their own email on their profile (content spec §6)", async () => {
    await signInThrough(server, "member2");
    renderAt("/profile/member2", <ProfilePage />);
    expect(await screen.findByText("member2@plaza.invalid")).toBeTruthy();
  });

  it("profile: a private profile shows only the restricted view to others (shell spec §2 user card rules)", async () => {
    await signInThrough(server, "member");
    renderAt("/profile/private", <ProfilePage />);
    expect(await profileHeading("private")).toBeTruthy();
    expect(await screen.findByText("This user's profile is private.")).toBeTruthy();
    expect(screen.getByText("Private")).toBeTruthy();
    expect(screen.queryByText("Joined")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Profile" })).toBeNull();
    await expectNoAxeViolations();
  });

  it("profile: personalInfo.view lifts the private view (shell spec §2 user card rules)", async () => {
    await signInThrough(server, "moderator");
    renderAt("/profile/private", <ProfilePage />);
    expect(await screen.findByText("private@plaza.invalid")).toBeTruthy();
    expect(screen.queryByText("This user's profile is private.")).toBeNull();
    expect(screen.getByRole("navigation", { name: "Profile" })).toBeTruthy();
  });

  it("profile: a banned member reads as Banned while ui.bannedPrivateProfile is on (shell spec §2 user card rules)", async () => {
    await setBannedPrivate(true);
    try {
      await signInThrough(server, "member", { "ui.bannedPrivateProfile": true });
      renderAt("/profile/banned", <ProfilePage />);
      expect(await screen.findByText("This user has been banned.")).toBeTruthy();
      expect(screen.getByText("Banned")).toBeTruthy();
      expect(screen.queryByRole("navigation", { name: "Profile" })).toBeNull();
    } finally {
      await setBannedPrivate(false);
    }
  });

  it("profile: Block beside Message blocks the member on the server, and Unblock lifts it", async () => {
    const member = await userOf("member");
    const member2 = await userOf("member2");
    await signInThrough(server, "member", { "context.conversationsEnabled": true });
    renderAt("/profile/member2", <ProfilePage />);
    const region = screen.getByRole("region", { name: "member2" });
    const blockedByMember = async () =>
      (
        (await apiAs(server, "member", "GET", `/users/${member.userID}/ignored`)).json() as {
          userID: number;
        }[]
      ).map((user) => user.userID);

    fireEvent.click(await within(region).findByRole("button", { name: "Block" }));
    const unblock = await within(region).findByRole("button", { name: "Unblock" });
    expect(await blockedByMember()).toContain(member2.userID);
    // The blocked member can no longer start a conversation with the member.
    const refused = await apiAs(server, "member2", "POST", "/conversations", {
      participantUserIDs: [member.userID],
    });
    expect(refused.status).toBe(403);

    fireEvent.click(unblock);
    expect(await within(region).findByRole("button", { name: "Block" })).toBeTruthy();
    expect(await blockedByMember()).not.toContain(member2.userID);
  });

  it("profile: a placeholder user's address shows the deleted placeholder (shell spec §3 placeholder users)", async () => {
    await signInThrough(server, "member");
    renderAt("/profile/Deleted%20User", <ProfilePage />);
    expect(await profileHeading("Deleted User")).toBeTruthy();
    expect(screen.getByText("This user has been deleted.")).toBeTruthy();
    expect(screen.getByText("Deleted")).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("profile: a name no member has is User Not Found (shell spec §2 error pages)", async () => {
    await signInThrough(server, "member");
    renderAt("/profile/nobody-by-this-name", <ProfilePage />);
    expect(await screen.findByRole("heading", { name: "User Not Found" })).toBeTruthy();
  });

  it("profile: a photo that fails to load falls back to the letter avatar (shell spec §4 Avatar)", async () => {
    const member2 = await userOf("member2");
    await server.app.db
      .updateTable("users")
      .set({ photoUrl: "https://plaza.invalid/photo.png" })
      .where("userID", "=", member2.userID)
      .execute();
    try {
      await signInThrough(server, "member");
      renderAt("/profile/member2", <ProfilePage />);
      const region = await screen.findByRole("region", { name: "member2" });
      const photo = await waitFor(() => {
        const img = region.querySelector("img");
        if (!img) throw new Error("no photo yet");
        return img;
      });
      expect(photo.getAttribute("src")).toBe("https://plaza.invalid/photo.png");
      fireEvent.error(photo);
      await waitFor(() =>
        expect(region.querySelector("img")?.getAttribute("src")).toBe(letterAvatarUrl("member2")),
      );
    } finally {
      await server.app.db
        .updateTable("users")
        .set({ photoUrl: "" })
        .where("userID", "=", member2.userID)
        .execute();
    }
  });
});
