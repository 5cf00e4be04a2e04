import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Comment } from "../../schemas/entities/comment.schema";
import type { Discussion } from "../../schemas/entities/discussion.schema";
import { publicConfig, readSiteConfig } from "../../server/services/config";
import { OriginalPost } from "../../src/features/posts";
import { CommentOptionsMenu } from "../../src/features/discussion-options";
import { BulkSelectionHost, SelectDiscussionCheckbox } from "../../src/features/moderation";
import { resetModeration, withShell } from "../../src/features/moderation/moderation-test-support";
import { signInThrough, startInProcessApi, type InProcessApi } from "../helpers/in-process-fetch";
import { createCategoryModerator } from "../helpers/category-moderator";
import { resetSession } from "../helpers/session";
import { signInAs, writeHeaders } from "../helpers/server";
import {
  demoNameOf,
  describeMismatch,
  discussionActionTable,
  userKinds,
  type ActionID,
  type DiscussionState,
  type Mismatch,
  type UserKind,
} from "./discussion-actions.table";

/**
 * What the post page offers each kind of user, against the permission table: the original post (its
 * "Discussion Options" menu, reactions bar and bookmark toggle) for an open, a closed and an announced
 * discussion by the author in the category moderator's category, the "Comment Options" menu of the
 * author's comment there, and a discussion list's selection checkbox with the bulk bar it opens. Every
 * user's record comes from the real server in the test's process (`GET /users/me` and
 * `GET /users/$me/permissions?expand=junctions`) and goes into the session store with the public
 * config, as the app boots.
 */

let server: InProcessApi;
let categoryModeratorName = "";
const discussionIDs: Record<DiscussionState | "second", number> = {
  open: 0,
  closed: 0,
  announced: 0,
  second: 0,
};
let commentID = 0;
let config: Record<string, unknown> = {};

/** What each user was offered, per action. */
const offered = {} as Record<UserKind, Partial<Record<ActionID, boolean>>>;

beforeAll(async () => {
  // The menus load on demand; loading their modules first makes a menu's absence mean "not offered",
  // not "still loading" on a busy machine.
  await Promise.all([
    import("../../src/features/discussion-options/DiscussionOptionsDropDown"),
    import("../../src/features/discussion-options/CommentOptionsDropDown"),
  ]);
  server = await startInProcessApi();
  const { app } = server;
  const moderator = await createCategoryModerator(app);
  categoryModeratorName = moderator.name;
  const admin = await signInAs(app, demoNameOf.admin);
  const flags = await app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, cookie: admin },
    payload: {
      "tagging.enabled": true,
      "triage.enabled": true,
      "featureFlags.escalations.Enabled": true,
      "featureFlags.customLayout.createPost.Enabled": true,
    },
  });
  if (flags.statusCode >= 300) throw new Error(`PATCH /config: ${flags.statusCode} ${flags.body}`);
  config = publicConfig(await readSiteConfig(app.db));
  // Posted straight into the database: bodies are rendered in worker threads, which this
  // environment does not run. The records are what POST /discussions and POST /comments store.
  const authorID = (
    await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", demoNameOf.author)
      .executeTakeFirstOrThrow()
  ).userID;
  const now = new Date().toISOString();
  for (const key of ["open", "closed", "announced", "second"] as const) {
    const text = `A discussion that is ${key}.`;
    const row = await app.db
      .insertInto("discussions")
      .values({
        categoryID: moderator.categoryID,
        insertUserID: authorID,
        updateUserID: null,
        lastCommentUserID: null,
        lastCommentID: null,
        type: "discussion",
        name: `Permission table topic (${key})`,
        body: text,
        format: "text",
        bodyHtml: `<p>${text}</p>`,
        bodyText: text,
        dateInserted: now,
        dateUpdated: null,
        dateLastComment: now,
        pinLocation: key === "announced" ? "category" : "none",
        pinned: key === "announced" ? 1 : 0,
        closed: key === "closed" ? 1 : 0,
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    discussionIDs[key] = row.discussionID;
  }
  const comment = await app.db
    .insertInto("comments")
    .values({
      discussionID: discussionIDs.open,
      parentCommentID: null,
      insertUserID: authorID,
      body: "A comment to act on.",
      format: "text",
      bodyHtml: "<p>A comment to act on.</p>",
      bodyText: "A comment to act on.",
      dateInserted: now,
      score: 0,
      deleted: 0,
    })
    .returning("commentID")
    .executeTakeFirstOrThrow();
  commentID = comment.commentID;
}, 60_000);

afterAll(() => server?.app.close());

afterEach(() => {
  resetModeration();
  vi.unstubAllGlobals();
  resetSession();
});

const accountOf = (user: UserKind): string | undefined =>
  user === "guest" ? undefined : user === "categoryModerator" ? categoryModeratorName : demoNameOf[user];

async function readAs<T>(path: string): Promise<T> {
  const response = await globalThis.fetch(`/api/v2/${path}`);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The lazily loaded menus need a moment; a menu that is not there after it is absent. */
const absentAfter = { timeout: 1000 };

/** Opens the menu behind the named button and answers its items' names (null without the button). */
async function menuItems(buttonName: string): Promise<string[] | null> {
  const button = await screen.findByRole("button", { name: buttonName }, absentAfter).catch(() => null);
  if (!button) return null;
  await userEvent.click(button);
  const menu = await screen.findByRole("menu");
  const items = within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent?.trim() ?? "");
  await userEvent.keyboard("{Escape}");
  return items;
}

/** Whether the Add reaction menu names the reaction (no menu: not offered). */
async function offersReaction(name: string): Promise<boolean> {
  const button = screen.queryByRole("button", { name: "Add reaction" });
  if (!button) return false;
  await userEvent.click(button);
  const menu = await screen.findByRole("menu");
  const offered = within(menu).queryByRole("menuitemcheckbox", { name }) !== null;
  await userEvent.keyboard("{Escape}");
  return offered;
}

/** The original post in one state: its menu items, and whether Like and Bookmark are offered. */
async function originalPost(state: DiscussionState) {
  const discussion = await readAs<Discussion>(`discussions/${discussionIDs[state]}?expand=reactions`);
  const view = render(withShell(<OriginalPost discussion={discussion} />));
  const items = (await menuItems("Discussion Options")) ?? [];
  const like = await offersReaction("Like");
  const bookmark = screen.queryByRole("button", { name: "Bookmark" }) !== null;
  view.unmount();
  return { items, like, bookmark };
}

async function commentMenu(): Promise<string[]> {
  const comment = await readAs<Comment>(`comments/${commentID}`);
  const view = render(withShell(<CommentOptionsMenu comment={comment} onEdit={() => undefined} />));
  const items = (await menuItems("Comment Options")) ?? [];
  view.unmount();
  return items;
}

/** The bulk bar's enabled buttons after checking two open discussions (none without the checkboxes). */
async function bulkBar(): Promise<string[]> {
  const listed = await Promise.all(
    [discussionIDs.open, discussionIDs.second].map((id) => readAs<Discussion>(`discussions/${id}`)),
  );
  const view = render(
    withShell(
      <>
        {listed.map((d) => (
          <SelectDiscussionCheckbox
            key={d.discussionID}
            discussion={{
              discussionID: d.discussionID,
              name: d.name,
              categoryID: d.categoryID,
              closed: d.closed,
            }}
          />
        ))}
        <BulkSelectionHost />
      </>,
    ),
  );
  const boxes = screen.queryAllByRole("checkbox");
  if (boxes.length === 0) {
    view.unmount();
    return [];
  }
  for (const box of boxes) await userEvent.click(box);
  await screen.findByRole("button", { name: "Clear selection" });
  const enabled = screen
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-disabled") !== "true" && !button.hasAttribute("disabled"))
    .map((button) => button.textContent?.trim() ?? "");
  view.unmount();
  return enabled;
}

describe("what the post page offers each kind of user (content spec §6)", () => {
  for (const user of userKinds) {
    it(`reads the offered actions as ${user}`, async () => {
      await signInThrough(server, accountOf(user), config);
      const posts = {
        open: await originalPost("open"),
        closed: await originalPost("closed"),
        announced: await originalPost("announced"),
      };
      const comment = await commentMenu();
      const bulk = await bulkBar();
      const seen: Partial<Record<ActionID, boolean>> = {};
      for (const row of discussionActionTable) {
        const post = posts[row.state ?? "open"];
        switch (row.place) {
          case "discussionMenu":
            seen[row.id] = post.items.includes(row.label);
            break;
          case "reactions":
            seen[row.id] = post.like;
            break;
          case "bookmark":
            seen[row.id] = post.bookmark;
            break;
          case "commentMenu":
            seen[row.id] = comment.includes(row.label);
            break;
          case "bulkBar":
            seen[row.id] = bulk.includes(row.label);
            break;
        }
      }
      offered[user] = seen;
    }, 30_000);
  }

  const allMismatches: Mismatch[] = [];
  let cases = 0;
  for (const row of discussionActionTable) {
    it(`${row.id}: "${row.label}" (${row.place})`, () => {
      const mismatches: Mismatch[] = [];
      for (const user of userKinds) {
        const shown = offered[user]?.[row.id];
        if (shown === undefined) throw new Error(`nothing was read as ${user}`);
        cases += 1;
        if (shown === row.allowed[user]) continue;
        mismatches.push({
          action: row.id,
          user,
          expected: row.allowed[user] ? "allowed" : "refused",
          observed: shown ? "offered" : "not offered",
          rule: row.rule,
          fixIn: row.clientCheck,
        });
      }
      allMismatches.push(...mismatches);
      expect(mismatches.map(describeMismatch), `the client disagrees with the spec for ${row.id}`).toEqual(
        [],
      );
    });
  }

  it("ends with 0 mismatches over every action × user", () => {
    expect(cases, "every row was read for every kind of user").toBe(
      discussionActionTable.length * userKinds.length,
    );
    expect(allMismatches.map(describeMismatch)).toEqual([]);
    expect(allMismatches.length).toBe(0);
  });
});
