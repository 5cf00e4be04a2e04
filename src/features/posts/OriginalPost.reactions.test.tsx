import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { Discussion, ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { OriginalPost } from "./OriginalPost";
import { sampleDiscussion } from "./post-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const like: ReactionSummary = {
  tagID: 2,
  urlcode: "Like",
  name: "Like",
  class: "Positive",
  count: 1,
  hasReacted: true,
  reactionValue: 1,
};

function renderPost(discussion: Discussion) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OriginalPost discussion={discussion} />
    </SWRConfig>,
  );
}

describe("OriginalPost: reactions and bookmark (content spec §4, shell spec §4)", () => {
  it("shows the reactions bar under the post and the bookmark button to members", () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    vi.stubGlobal("fetch", fakeFetch().fetch);
    renderPost({ ...sampleDiscussion, reactions: [like], score: 1 });
    const bar = screen.getByRole("group", { name: "Reactions" });
    expect(within(bar).getByRole("button", { name: "Like, 1 person" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: "Bookmark" })).toBeTruthy();
  });

  it("loads the reactions once when the record came without them (content spec §3: when expanded)", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const { reactions: _omitted, ...bare } = sampleDiscussion;
    const fake = fakeFetch(jsonResponse({ ...sampleDiscussion, reactions: [like], score: 1 }));
    // Only the reactions' call is answered: the post's lazily loaded parts (the options menu's
    // attachment catalog, the attachments list) ask too and wait, as on a slow server.
    const others = fakeFetch();
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes("expand=reactions") ? fake.fetch(input, init) : others.fetch(input, init),
    );
    renderPost(bare);
    expect(await screen.findByRole("button", { name: "Like, 1 person" })).toBeTruthy();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.url).toContain(
      `/api/v2/discussions/${sampleDiscussion.discussionID}?expand=reactions`,
    );
  });

  it("shows guests no bookmark button", () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    renderPost({ ...sampleDiscussion, reactions: [like], score: 1 });
    expect(screen.queryByRole("button", { name: "Bookmark" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Like/ })).toBeNull();
  });
});
