import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { User } from "../../../schemas/entities/user.schema";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { UserCardContent } from "./UserCardContent";

const user: User = {
  userID: 5,
  name: "Alice B",
  url: "/profile/Alice%20B",
  photoUrl: "",
  title: "",
  dateInserted: "2024-03-01T12:00:00.000Z",
  dateLastActive: "2025-01-02T12:00:00.000Z",
  countDiscussions: 12,
  countComments: 340,
  banned: 0,
  private: false,
  showEmail: false,
  bypassSpam: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderCard(record: User) {
  setSession({ user: {}, permissions: ["profiles.view"], config: { "addons.ranks.enabled": true } });
  vi.stubGlobal("fetch", fakeFetch(jsonResponse(record)).fetch);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UserCardContent userID={5} name="Alice B" headingID="card-heading" />
    </SWRConfig>,
  );
}

describe("user card rank (Ranks addon, content spec §2)", () => {
  it("shows the member's rank when the record carries one", async () => {
    renderCard({ ...user, rank: { rankID: 4, name: "Veteran" } });
    const rank = await screen.findByLabelText("Rank: Veteran");
    expect(rank.textContent).toBe("Veteran");
  });

  it("leaves no rank element when the record has none (addon off)", async () => {
    const { container } = renderCard(user);
    await screen.findByRole("link", { name: "Alice B" });
    expect(screen.queryByLabelText(/^Rank/)).toBeNull();
    expect(container.querySelector("[data-rank-id]")).toBeNull();
  });
});
