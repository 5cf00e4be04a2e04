import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { PollWidget } from "./PollWidget";
import { pollWidgetFixtures as fixtures } from "./fixtures";

const pollsOn = { "addons.polls.enabled": true };
beforeEach(() =>
  setSession({ user: { userID: 2, name: "member" }, permissions: ["session.valid"], config: pollsOn }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

describe("PollWidget (Polls addon)", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) renderFresh(<PollWidget {...props} />).unmount();
    expect(requests).toEqual([]);
  });

  it("offers a member who has not voted one radio per option and sends their one vote", async () => {
    const voted = fixtures.voted!.poll;
    const { fetch, requests } = fakeFetch(jsonResponse(voted, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    renderFresh(<PollWidget {...fixtures.notVoted!} />);
    const group = screen.getByRole("group", { name: "Which release should we focus on next?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
    const vote = screen.getByRole("button", { name: "Vote" });
    expect((vote as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Dark mode everywhere" }));
    await userEvent.click(vote);
    expect(requests[0]).toMatchObject({ method: "POST", body: JSON.stringify({ pollOptionID: 22 }) });
    expect(requests[0]?.url).toBe("/api/v2/polls/7/votes");
    expect(await screen.findByText("Dark mode everywhere (Your vote)")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("shows results with each option's votes and share to members who voted", () => {
    renderFresh(<PollWidget {...fixtures.voted!} />);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByText("4 votes (36%)")).toBeTruthy();
    expect(screen.getByText("11 members voted")).toBeTruthy();
  });

  it("shows guests the results and no vote form", () => {
    setSession({ config: pollsOn });
    renderFresh(<PollWidget {...fixtures.notVoted!} />);
    expect(screen.queryByRole("button", { name: "Vote" })).toBeNull();
    expect(screen.getByText("6 votes (60%)")).toBeTruthy();
  });

  it("renders nothing while the Polls addon is off (content spec §2)", () => {
    setSession({ user: { userID: 2 }, permissions: ["session.valid"], config: {} });
    const { container } = renderFresh(<PollWidget {...fixtures.notVoted!} />);
    expect(container.innerHTML).toBe("");
  });
});
