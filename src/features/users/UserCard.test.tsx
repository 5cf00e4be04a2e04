import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { User } from "../../../schemas/entities/user.schema";
import { RESIZE_DEBOUNCE_MS } from "../../../runtime/theme/device-class";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession, type TestSession } from "../../../tests/helpers/session";
import { UserCardTrigger } from "./UserCard";

// The card's content is a chunk of its own, loaded on first opening; loading it here first keeps
// that transform out of the first test's time.
beforeAll(() => import("./UserCardContent"));

function buildUser(overrides: Partial<User> = {}): User {
  return {
    userID: 5,
    name: "Alice B",
    url: "/profile/Alice%20B",
    photoUrl: "",
    title: "Game Master",
    label: "Game Master",
    dateInserted: "2024-03-01T12:00:00.000Z",
    dateLastActive: "2025-01-02T12:00:00.000Z",
    countDiscussions: 12,
    countComments: 3400,
    banned: 0,
    private: false,
    showEmail: false,
    bypassSpam: false,
    ...overrides,
  };
}

const viewer = (extra: TestSession = {}): TestSession => ({
  user: {},
  permissions: ["profiles.view", ...(extra.permissions ?? [])],
  ...(extra.user ? { user: extra.user } : {}),
  config: extra.config ?? {},
});

function setup(session: TestSession, ...replies: FakeReply[]) {
  setSession(session);
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", network.fetch);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <p>
        Posted by{" "}
        <UserCardTrigger userID={5} name="Alice B">
          Alice B
        </UserCardTrigger>
      </p>
      <button type="button">Elsewhere</button>
    </SWRConfig>,
  );
  return { ...network, user: userEvent.setup() };
}

async function openCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Alice B" }));
  return screen.getByRole("dialog");
}

/** Resizes the window and lets the device class's resize debounce run out on a fake clock. */
function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true, writable: true });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    act(() => {
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("UserCardTrigger (shell spec §2 User card)", () => {
  it("renders plain children for viewers without profiles.view, users.add, users.edit or users.delete", () => {
    const { requests } = setup({ user: {}, permissions: ["discussions.view"] });
    expect(screen.queryByRole("button", { name: "Alice B" })).toBeNull();
    expect(screen.getByText("Posted by Alice B")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("renders plain children for placeholder users (userID 0)", () => {
    setSession(viewer());
    render(<UserCardTrigger userID={0}>Deleted User</UserCardTrigger>);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("opens a popup card on desktop with the user's details, loading only when opened", async () => {
    const { user, requests } = setup(viewer(), jsonResponse(buildUser()));
    expect(requests).toHaveLength(0);
    const card = await openCard(user);
    expect(card.getAttribute("aria-modal")).toBeNull();
    expect(await within(card).findByRole("heading", { name: "Alice B" })).toBeTruthy();
    // The card's content loads with its first opening; its link to the profile comes with the user.
    const profileLink = await within(card).findByRole("link", { name: "Alice B" });
    expect(requests[0]?.url).toBe("/api/v2/users/5");
    expect(profileLink.getAttribute("href")).toBe("/profile/Alice%20B");
    expect(within(card).getByText("Game Master")).toBeTruthy();
    expect(within(card).getByText("12")).toBeTruthy();
    expect(within(card).getByText("3.4k")).toBeTruthy();
    expect(within(card).getByText("Joined")).toBeTruthy();
    expect(within(card).getByText("Last Active")).toBeTruthy();
    expect(within(card).getAllByRole("img", { name: "Alice B" })).toHaveLength(1);
  });

  it("shows a loading skeleton until the user arrives", async () => {
    const { user } = setup(viewer());
    const card = await openCard(user);
    expect(card.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(within(card).getByRole("status").textContent).toBe("Loading");
  });

  it("shows the email only when the server sends it", async () => {
    const first = setup(viewer(), jsonResponse(buildUser()));
    const card = await openCard(first.user);
    await within(card).findByText("Game Master");
    expect(within(card).queryByText(/@/)).toBeNull();
  });

  it("shows the email the server sent", async () => {
    const { user } = setup(viewer(), jsonResponse(buildUser({ email: "alice@example.com" })));
    const card = await openCard(user);
    expect(await within(card).findByText("alice@example.com")).toBeTruthy();
  });

  it("shows the Private view of a private profile", async () => {
    const { user } = setup(viewer(), jsonResponse(buildUser({ private: true })));
    const card = await openCard(user);
    expect(await within(card).findByText("This user's profile is private.")).toBeTruthy();
    expect(within(card).getByText("Private")).toBeTruthy();
    expect(within(card).queryByText("Joined")).toBeNull();
  });

  it("shows the full private profile to holders of personalInfo.view", async () => {
    const { user } = setup(
      viewer({ permissions: ["personalInfo.view"] }),
      jsonResponse(buildUser({ private: true, email: "alice@example.com" })),
    );
    const card = await openCard(user);
    expect(await within(card).findByText("alice@example.com")).toBeTruthy();
    expect(within(card).queryByText("This user's profile is private.")).toBeNull();
  });

  it("shows the full private profile to the user themself", async () => {
    const { user } = setup(viewer({ user: { userID: 5 } }), jsonResponse(buildUser({ private: true })));
    const card = await openCard(user);
    expect(await within(card).findByText("Joined")).toBeTruthy();
    expect(within(card).queryByText("Private")).toBeNull();
  });

  it("shows the Banned view only while ui.bannedPrivateProfile is on", async () => {
    const { user } = setup(
      viewer({ config: { "ui.bannedPrivateProfile": true } }),
      jsonResponse(buildUser({ banned: 1, private: true })),
    );
    const card = await openCard(user);
    expect(await within(card).findByText("This user has been banned.")).toBeTruthy();
    expect(within(card).getByText("Banned")).toBeTruthy();
  });

  it("shows a banned user's full card while ui.bannedPrivateProfile is off", async () => {
    const { user } = setup(viewer(), jsonResponse(buildUser({ banned: 1 })));
    const card = await openCard(user);
    expect(await within(card).findByText("Joined")).toBeTruthy();
    expect(within(card).queryByText("Banned")).toBeNull();
  });

  it("offers Message with conversations on, conversations.add and the user not banned", async () => {
    const { user } = setup(
      viewer({ permissions: ["conversations.add"], config: { "context.conversationsEnabled": true } }),
      jsonResponse(buildUser()),
    );
    const card = await openCard(user);
    const message = await within(card).findByRole("link", { name: "Message" });
    expect(message.getAttribute("href")).toBe("/messages/add/Alice%20B");
  });

  it("offers Block beside Message, then Unblock once the member is blocked", async () => {
    const { user, requests } = setup(
      viewer({
        user: { userID: 9 },
        permissions: ["conversations.add"],
        config: { "context.conversationsEnabled": true },
      }),
      jsonResponse(buildUser()),
      jsonResponse([]),
      jsonResponse({ blocked: true }),
      jsonResponse([
        {
          userID: 5,
          name: "Alice B",
          photoUrl: "",
          dateLastActive: null,
          dateIgnored: "2025-01-03T00:00:00.000Z",
        },
      ]),
    );
    const card = await openCard(user);
    await user.click(await within(card).findByRole("button", { name: "Block" }));
    expect(await within(card).findByRole("button", { name: "Unblock" })).toBeTruthy();
    expect(
      requests.map((request) => `${request.method} ${new URL(request.url, "http://x").pathname}`),
    ).toEqual([
      "GET /api/v2/users/5",
      "GET /api/v2/users/9/ignored",
      "PUT /api/v2/users/5/block",
      "GET /api/v2/users/9/ignored",
    ]);
  });

  it.each([
    ["conversations are off", viewer({ permissions: ["conversations.add"] }), buildUser()],
    [
      "the viewer lacks conversations.add",
      viewer({ config: { "context.conversationsEnabled": true } }),
      buildUser(),
    ],
    [
      "the user is banned",
      viewer({ permissions: ["conversations.add"], config: { "context.conversationsEnabled": true } }),
      buildUser({ banned: 1 }),
    ],
  ])("offers no Message when %s", async (_, session, record) => {
    const { user } = setup(session, jsonResponse(record));
    const card = await openCard(user);
    await within(card).findByText("Joined");
    expect(within(card).queryByRole("link", { name: "Message" })).toBeNull();
  });

  it("shows the deleted placeholder on a 404", async () => {
    const { user } = setup(
      viewer(),
      jsonResponse({ message: "User not found.", status: 404 }, { status: 404 }),
    );
    const card = await openCard(user);
    expect(await within(card).findByText("This user has been deleted.")).toBeTruthy();
    expect(within(card).getByText("Deleted")).toBeTruthy();
  });

  it('says "Failed to load user" on any other error', async () => {
    const { user } = setup(viewer(), jsonResponse({ message: "Down", status: 500 }, { status: 500 }));
    const card = await openCard(user);
    expect(await within(card).findByText("Failed to load user")).toBeTruthy();
  });

  it("closes on Escape and gives focus back to its trigger (shell spec §4)", async () => {
    const { user } = setup(viewer(), jsonResponse(buildUser()));
    await openCard(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Alice B" }));
  });

  it("closes on an outside click", async () => {
    const { user } = setup(viewer(), jsonResponse(buildUser()));
    await openCard(user);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens as a modal on mobile and xs", async () => {
    const { user } = setup(viewer(), jsonResponse(buildUser()));
    resizeTo(400);
    try {
      const card = await openCard(user);
      expect(card.getAttribute("aria-modal")).toBe("true");
      expect(await within(card).findByText("Joined")).toBeTruthy();
      await user.click(within(card).getByRole("button", { name: "Close" }));
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      resizeTo(1024);
    }
  });
});
