import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactElement } from "react";
import { fakeFetch, jsonResponse } from "../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../tests/helpers/session";
import { CategoryFollowWidget } from "./CategoryFollowWidget";
import { categoryFollowWidgetFixtures as fixtures } from "./fixtures";

beforeEach(() => setSession({ user: { userID: 2, name: "member" }, permissions: ["session.valid"] }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderFresh(ui: ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
}
const toggle = () => screen.getByRole("button", { name: /^Follow/ });

describe("CategoryFollowWidget", () => {
  it("renders every fixture without a request", () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    for (const props of Object.values(fixtures)) renderFresh(<CategoryFollowWidget {...props} />).unmount();
    expect(requests.length).toBe(0);
  });

  it("shows Follow or Following as a pressed state", () => {
    const { unmount } = renderFresh(<CategoryFollowWidget {...fixtures.notFollowed} />);
    expect(toggle().textContent).toBe("Follow");
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
    unmount();
    renderFresh(<CategoryFollowWidget {...fixtures.followed} />);
    expect(toggle().textContent).toBe("Following");
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
  });

  it("follows at once and sends PUT /categories/{id}/follow", async () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    renderFresh(<CategoryFollowWidget {...fixtures.notFollowed} />);
    await userEvent.click(toggle());
    // The server has not answered yet: the new state shows anyway (optimistic).
    expect(toggle().textContent).toBe("Following");
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "PUT", body: JSON.stringify({ followed: true }) });
    expect(requests[0]?.url).toBe("/api/v2/categories/3/follow");
  });

  it("keeps the answer of a successful call", async () => {
    const { fetch } = fakeFetch(jsonResponse({ followed: false }));
    vi.stubGlobal("fetch", fetch);
    renderFresh(<CategoryFollowWidget {...fixtures.followed} />);
    await userEvent.click(toggle());
    expect(await screen.findByText("Follow")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("rolls back and says so when the call fails", async () => {
    const { fetch } = fakeFetch(
      jsonResponse({ message: "Permission Problem", status: 403 }, { status: 403 }),
    );
    vi.stubGlobal("fetch", fetch);
    renderFresh(<CategoryFollowWidget {...fixtures.notFollowed} />);
    await userEvent.click(toggle());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There was a problem following this category.",
    );
    expect(toggle().textContent).toBe("Follow");
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
  });

  it("is hidden for guests and without a category", () => {
    resetSession();
    const { container, unmount } = renderFresh(<CategoryFollowWidget {...fixtures.notFollowed} />);
    expect(container.textContent).toBe("");
    unmount();
    setSession({ user: { userID: 2 } });
    expect(renderFresh(<CategoryFollowWidget {...fixtures.noCategory} />).container.textContent).toBe("");
  });
});
