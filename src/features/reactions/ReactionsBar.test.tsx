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

const row = () => screen.getByRole("group", { name: "Reactions" });

async function openPicker(): Promise<string[]> {
  await userEvent.click(screen.getByRole("button", { name: "Add reaction" }));
  return screen.getAllByRole("menuitemcheckbox").map((item) => item.textContent ?? "");
}

describe("ReactionsBar: the row shows only the reactions given", () => {
  it("shows each given reaction with its count, named with its count, and hides the others", () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    renderBar(bar());
    const buttons = within(row()).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Like, 2 people",
      "Add reaction",
    ]);
    const like = within(row()).getByRole("button", { name: "Like, 2 people", description: "Like" });
    expect(like.textContent).toBe("2");
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(within(row()).queryByText("0")).toBeNull();
  });

  it('names one person in the singular: "Like, 1 person"', () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const once = reactions.map((r) => (r.urlcode === "Like" ? { ...r, count: 1, hasReacted: true } : r));
    renderBar(<ReactionsBar recordType="discussion" recordID={1} reactions={once} score={1} />);
    const like = within(row()).getByRole("button", { name: "Like, 1 person" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows guests the given reactions read-only, each named, with no picker", () => {
    setSession({ permissions: ["reactions.positive.add"] });
    renderBar(bar());
    expect(within(row()).queryAllByRole("button")).toEqual([]);
    expect(within(row()).getByRole("img", { name: "Like, 2 people", description: "Like" })).toBeTruthy();
  });

  it("shows nothing at all to a guest under a post nobody reacted to", () => {
    setSession({});
    const none = reactions.map((r) => ({ ...r, count: 0 }));
    renderBar(<ReactionsBar recordType="discussion" recordID={1} reactions={none} score={0} />);
    expect(screen.queryByRole("group", { name: "Reactions" })).toBeNull();
  });

  it("says what the score is: the sum of the reactions' values, naming each value", () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    renderBar(bar(-1));
    const score = within(row()).getByText("Score: -1");
    expect(score.getAttribute("tabindex")).toBe("0");
    const description = document.getElementById(score.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(description).toBe(
      "Score: the sum of the values of the reactions given (Promote +5, Like +1, Insightful +1, Spam \u22125).",
    );
  });

  it("tells a viewer who is not shown reports that they count in the score too", () => {
    setSession({});
    const shown = reactions.filter((r) => r.class !== "Flag");
    renderBar(<ReactionsBar recordType="discussion" recordID={1} reactions={shown} score={-3} />);
    const score = within(row()).getByText("Score: -3");
    const description = document.getElementById(score.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(description).toContain("Reports to moderators count too.");
  });
});

describe("ReactionsBar: the picker offers the reactions one may give (content spec §5)", () => {
  it("offers a reaction only with the matching add permission, Promote with curation.manage, flags never", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const { unmount } = renderBar(bar());
    expect(await openPicker()).toEqual(["Like", "Insightful"]);
    unmount();

    setSession({ user: {}, permissions: ["reactions.negative.add", "curation.manage"] });
    renderBar(bar());
    expect(await openPicker()).toEqual(["Promote", "Disagree"]);
  });

  it("is worked by keyboard: Enter opens it on the first reaction, arrows move, Escape closes it and gives focus back", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const user = userEvent.setup();
    renderBar(bar());
    const picker = screen.getByRole("button", { name: "Add reaction" });
    expect(picker.getAttribute("aria-haspopup")).toBe("menu");
    picker.focus();
    await user.keyboard("{Enter}");
    expect(picker.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("menuitemcheckbox", { name: "Like" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitemcheckbox", { name: "Insightful" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitemcheckbox", { name: "Like" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(picker);
  });

  it("reacts with the chosen reaction: it joins the row pressed, with its count, and focus returns to the picker", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const answer = reactions.map((r) =>
      r.urlcode === "Insightful" ? { ...r, count: 1, hasReacted: true } : r,
    );
    const fake = fakeFetch(jsonResponse(answer));
    vi.stubGlobal("fetch", fake.fetch);
    const user = userEvent.setup();
    renderBar(bar());
    const picker = screen.getByRole("button", { name: "Add reaction" });
    picker.focus();
    await user.keyboard("{Enter}{ArrowDown}{Enter}");
    const insightful = within(row()).getByRole("button", { name: "Insightful, 1 person" });
    expect(insightful.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Score: 3")).toBeTruthy();
    expect(document.activeElement).toBe(picker);
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({ reactionType: "Insightful" });

    await user.click(picker);
    expect(screen.getByRole("menuitemcheckbox", { name: "Insightful" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(screen.getByRole("menuitemcheckbox", { name: "Like" }).getAttribute("aria-checked")).toBe("false");
  });
});

describe("ReactionsBar: choosing a reaction (content spec §4)", () => {
  it("raises the score by the reaction's value and presses it; choosing it again removes it", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const liked = reactions.map((r) => (r.urlcode === "Like" ? { ...r, count: 3, hasReacted: true } : r));
    const fake = fakeFetch(jsonResponse(liked), new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fake.fetch);
    renderBar(bar());
    const like = screen.getByRole("button", { name: "Like, 2 people" });
    expect(like.getAttribute("aria-pressed")).toBe("false");

    await userEvent.click(like);
    expect(screen.getByText("Score: 3")).toBeTruthy();
    expect(like.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(like.getAttribute("aria-label")).toBe("Like, 3 people"));
    expect(like.textContent).toBe("3");
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

  it("taking back the only reaction of its kind removes it from the row and moves focus to the picker", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    vi.stubGlobal("fetch", fakeFetch(new Response(null, { status: 204 })).fetch);
    const mine = reactions.map((r) =>
      r.urlcode === "Insightful" ? { ...r, count: 1, hasReacted: true } : r,
    );
    renderBar(<ReactionsBar recordType="discussion" recordID={1} reactions={mine} score={3} />);
    await userEvent.click(screen.getByRole("button", { name: "Insightful, 1 person" }));
    expect(screen.queryByRole("button", { name: /^Insightful/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add reaction" }));
  });

  it("moves the reaction: the score loses the old value and gains the new one", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add", "curation.manage"] });
    vi.stubGlobal("fetch", fakeFetch().fetch);
    const liked = reactions.map((r) => (r.urlcode === "Like" ? { ...r, hasReacted: true } : r));
    renderBar(<ReactionsBar recordType="comment" recordID={9} reactions={liked} score={2} />);
    await openPicker();
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "Promote" }));
    expect(screen.getByText("Score: 6")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like, 1 person" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Promote, 1 person" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("reverts a failed reaction and shows the error through the generic error toast (content spec §8)", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const failure = { message: "Something went wrong while contacting the server.", status: 500 };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(failure, { status: 500 })).fetch);
    renderBar(bar());
    const like = screen.getByRole("button", { name: "Like, 2 people" });
    await userEvent.click(like);
    expect(await screen.findByText("Something went wrong while contacting the server.")).toBeTruthy();
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(like.getAttribute("aria-label")).toBe("Like, 2 people");
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
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Like, 8 people" }));
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
    fireEvent.focus(screen.getByRole("img", { name: "Like, 2 people" }));
    expect(await screen.findByText("No Reactions Yet.")).toBeTruthy();
  });

  it("without reactions.view, the tooltip names the reaction and loads no log", () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const fake = fakeFetch();
    vi.stubGlobal("fetch", fake.fetch);
    renderBar(bar());
    fireEvent.focus(screen.getByRole("button", { name: "Like, 2 people" }));
    expect(screen.getByRole("button", { name: "Like, 2 people", description: "Like" })).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
  });
});
