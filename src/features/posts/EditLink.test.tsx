import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { EditLink } from "./EditLink";
import { editLinkLabel, editRefreshDelay, formatEditTimeLeft } from "./edit-time";

const NOW = Date.parse("2025-06-01T12:00:00.000Z");
const post = { insertUserID: 3, dateInserted: new Date(NOW).toISOString(), closed: false, categoryID: 1 };

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  resetSession();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Advances in steps, letting React schedule each next refresh. */
const advanceSteps = (steps: number, ms: number) => {
  for (let i = 0; i < steps; i += 1) advance(ms);
};

describe("edit time (content spec §4, §5)", () => {
  it("refreshes every 10 s while over 60 s remain and every 5 s below", () => {
    expect(editRefreshDelay(61)).toBe(10_000);
    expect(editRefreshDelay(60)).toBe(5_000);
    expect(editRefreshDelay(3)).toBe(5_000);
  });

  it('reads "Edit" without a limit and "Edit (time)" with one', () => {
    expect(editLinkLabel(null)).toBe("Edit");
    expect(editLinkLabel(125)).toBe("Edit (2:05)");
    expect(formatEditTimeLeft(3725)).toBe("1:02:05");
  });
});

describe("EditLink", () => {
  it("counts the author's remaining time down every 10 s, then every 5 s under a minute, then hides", () => {
    setSession({ user: { userID: 3 }, config: { "ui.editContentTimeout": 120 } });
    render(<EditLink post={post} recordType="discussion" href="/post/editdiscussion/1" />);
    expect(screen.getByRole("link", { name: "Edit (2:00)" }).getAttribute("href")).toBe(
      "/post/editdiscussion/1",
    );
    advance(9_999);
    expect(screen.getByRole("link", { name: "Edit (2:00)" })).toBeTruthy();
    advance(1);
    expect(screen.getByRole("link", { name: "Edit (1:50)" })).toBeTruthy();
    advanceSteps(5, 10_000); // 110 -> 100 -> ... -> 60
    expect(screen.getByRole("link", { name: "Edit (1:00)" })).toBeTruthy();
    advance(4_999);
    expect(screen.getByRole("link", { name: "Edit (1:00)" })).toBeTruthy();
    advance(1);
    expect(screen.getByRole("link", { name: "Edit (0:55)" })).toBeTruthy();
    advanceSteps(11, 5_000);
    expect(screen.queryByRole("link", { name: /Edit/ })).toBeNull();
  });

  it('shows plain "Edit" to a moderator and nothing to another member or a guest (content spec §6)', () => {
    setSession({
      user: { userID: 9 },
      permissions: ["community.moderate"],
      config: { "ui.editContentTimeout": 120 },
    });
    const { unmount } = render(<EditLink post={post} recordType="comment" onEdit={() => undefined} />);
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    unmount();
    setSession({ user: { userID: 9 }, config: { "ui.editContentTimeout": 120 } });
    render(<EditLink post={post} recordType="comment" onEdit={() => undefined} />);
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();
  });

  it("hides the author's link on a closed post", () => {
    setSession({ user: { userID: 3 }, config: { "ui.editContentTimeout": -1 } });
    render(
      <EditLink post={{ ...post, closed: true }} recordType="discussion" href="/post/editdiscussion/1" />,
    );
    expect(screen.queryByRole("link", { name: /Edit/ })).toBeNull();
  });
});
