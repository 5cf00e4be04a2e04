import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { ReactionsBar } from "./ReactionsBar";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  act(() => toastStore.clear());
});

function summary(urlcode: string, fields: Partial<ReactionSummary> = {}): ReactionSummary {
  return {
    tagID: urlcode.length * 7,
    urlcode,
    name: urlcode,
    class: "Positive",
    count: 0,
    hasReacted: false,
    reactionValue: 1,
    ...fields,
  };
}

const reactions: ReactionSummary[] = [
  summary("Promote", { tagID: 1, reactionValue: 5 }),
  summary("Like", { tagID: 2, count: 2 }),
  summary("Insightful", { tagID: 3 }),
  summary("Disagree", { tagID: 4, class: "Negative", reactionValue: 0 }),
  summary("Spam", { tagID: 5, class: "Flag", reactionValue: -5 }),
];

function renderBar(node: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {node}
      <ToastArea />
    </SWRConfig>,
  );
}

const bar = (score = 2) => (
  <ReactionsBar recordType="discussion" recordID={1} reactions={reactions} score={score} />
);

function offeredNames(): string[] {
  const group = screen.getByRole("group", { name: "Reactions" });
  return within(group)
    .queryAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? "");
}

describe("ReactionsBar: offered reactions (content spec §5)", () => {
  it("offers a reaction only with the matching add permission, Promote with curation.manage, flags never", () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const { unmount } = renderBar(bar());
    expect(offeredNames()).toEqual(["Like", "Insightful"]);
    unmount();

    setSession({ user: {}, permissions: ["reactions.negative.add", "curation.manage"] });
    renderBar(bar());
    expect(offeredNames()).toEqual(["Promote", "Disagree"]);
  });

  it("shows guests the counts only, with no buttons", () => {
    setSession({ permissions: ["reactions.positive.add"] });
    renderBar(bar());
    expect(offeredNames()).toEqual([]);
    expect(screen.getByRole("img", { name: "Like: 2" })).toBeTruthy();
  });
});

describe("ReactionsBar: choosing a reaction (content spec §4)", () => {
  it("raises the score by the reaction's value and presses it; choosing it again removes it", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const liked = reactions.map((r) => (r.urlcode === "Like" ? { ...r, count: 3, hasReacted: true } : r));
    const fake = fakeFetch(jsonResponse(liked), new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fake.fetch);
    renderBar(bar());
    const like = screen.getByRole("button", { name: "Like" });
    expect(like.getAttribute("aria-pressed")).toBe("false");

    await userEvent.click(like);
    expect(screen.getByText("Score: 3")).toBeTruthy();
    expect(like.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(like.parentElement?.textContent).toContain("3"));
    expect(fake.requests[0]?.method).toBe("POST");
    expect(fake.requests[0]?.url).toContain("/api/v2/discussions/1/reactions");
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({ reactionType: "Like" });

    await waitFor(() => expect(like.getAttribute("aria-disabled")).toBeNull());
    await userEvent.click(like);
    expect(screen.getByText("Score: 2")).toBeTruthy();
    expect(like.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(fake.requests[1]?.method).toBe("DELETE"));
    expect(fake.requests[1]?.url).toContain("/api/v2/discussions/1/reactions");
  });

  it("moves the reaction: the score loses the old value and gains the new one", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add", "curation.manage"] });
    vi.stubGlobal("fetch", fakeFetch().fetch);
    const liked = reactions.map((r) => (r.urlcode === "Like" ? { ...r, hasReacted: true } : r));
    renderBar(<ReactionsBar recordType="comment" recordID={9} reactions={liked} score={2} />);
    await userEvent.click(screen.getByRole("button", { name: "Promote" }));
    expect(screen.getByText("Score: 6")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Promote" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("reverts a failed reaction and shows the error through the generic error toast (content spec §8)", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const failure = { message: "Something went wrong while contacting the server.", status: 500 };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(failure, { status: 500 })).fetch);
    renderBar(bar());
    const like = screen.getByRole("button", { name: "Like" });
    await userEvent.click(like);
    expect(await screen.findByText("Something went wrong while contacting the server.")).toBeTruthy();
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Score: 2")).toBeTruthy();
  });
});

describe("ReactionsBar: reaction tooltip (content spec §9)", () => {
  function logEntry(userID: number) {
    return {
      recordType: "discussion",
      recordID: 1,
      tagID: 2,
      userID,
      user: {
        userID,
        name: `user${userID}`,
        url: `/profile/user${userID}`,
        photoUrl: "",
        dateLastActive: null,
      },
      reactionType: { tagID: 2, urlcode: "Like", name: "Like", class: "Positive" },
      dateInserted: "2025-05-20T08:30:00.000Z",
    };
  }

  it("lists up to 5 users who reacted, then +N, loading the log only on hover", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add", "reactions.view"] });
    const many = reactions.map((r) => (r.urlcode === "Like" ? { ...r, count: 8 } : r));
    const fake = fakeFetch(jsonResponse([1, 2, 3, 4, 5].map(logEntry)));
    vi.stubGlobal("fetch", fake.fetch);
    renderBar(<ReactionsBar recordType="discussion" recordID={1} reactions={many} score={8} />);
    expect(fake.requests).toHaveLength(0);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Like" }));
    const tooltip = await screen.findByText("+3");
    expect(fake.requests[0]?.url).toContain("/api/v2/discussions/1/reactions?type=Like&limit=5");
    const names = within(tooltip.parentElement as HTMLElement)
      .getAllByText(/^user\d$/)
      .map((node) => node.textContent);
    expect(names).toEqual(["user1", "user2", "user3", "user4", "user5"]);
  });

  it('shows "No Reactions Yet." when the log is empty (content spec §8)', async () => {
    setSession({ user: {}, permissions: ["reactions.view"] });
    vi.stubGlobal("fetch", fakeFetch(jsonResponse([])).fetch);
    renderBar(bar());
    fireEvent.focus(screen.getByRole("img", { name: "Like: 2" }));
    expect(await screen.findByText("No Reactions Yet.")).toBeTruthy();
  });

  it("gives no tooltip without reactions.view", () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    renderBar(bar());
    expect(screen.queryByRole("tooltip", { hidden: true })).toBeNull();
  });
});
