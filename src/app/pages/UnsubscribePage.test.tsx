import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { pageRoutes } from "../../../schemas/routes";
import { UnsubscribePage } from "./UnsubscribePage";

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

const TOKEN = `7.Mention.${"a".repeat(43)}`;

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <Router hook={hook}>
        <Route path={pageRoutes.unsubscribe}>
          <UnsubscribePage />
        </Route>
      </Router>
    </SWRConfig>,
  );
}

describe("UnsubscribePage (/unsubscribe/{token}, a notification mail's unsubscribe link)", () => {
  it("names the kind, changes nothing until the button is pressed, then says the mail stops", async () => {
    setSession({});
    const { fetch, requests } = fakeFetch(
      jsonResponse({ kind: "Mention", email: true }),
      new Response(null, { status: 204 }),
    );
    vi.stubGlobal("fetch", fetch);
    renderAt(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText("Stop getting “Mentions” notifications by email?")).toBeTruthy();
    expect(requests.map((r) => r.method)).toEqual(["GET"]);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    const status = await screen.findByText("You will no longer get “Mentions” notifications by email.");
    expect(status.getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(status);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ["GET", `/api/v2/notification-preferences/unsubscribe/${TOKEN}`],
      ["POST", `/api/v2/notification-preferences/unsubscribe/${TOKEN}`],
    ]);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    expect(screen.getByRole("link", { name: "Notification Preferences" }).getAttribute("href")).toBe(
      "/profile/preferences",
    );
  });

  it("a digest's link stops every kind", async () => {
    setSession({});
    const { fetch } = fakeFetch(
      jsonResponse({ kind: "All", email: true }),
      new Response(null, { status: 204 }),
    );
    vi.stubGlobal("fetch", fetch);
    renderAt(`/unsubscribe/7.All.${"a".repeat(43)}`);
    expect(await screen.findByText("Stop getting all notification emails?")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "You will no longer get notification emails.",
    );
  });

  it("says a link this site did not sign is not valid, and leads to the preferences", async () => {
    setSession({});
    vi.stubGlobal(
      "fetch",
      fakeFetch(
        jsonResponse({ message: "This unsubscribe link is not valid.", status: 400 }, { status: 400 }),
      ).fetch,
    );
    renderAt("/unsubscribe/nonsense");
    expect((await screen.findByRole("alert")).textContent).toBe("This unsubscribe link is not valid.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Notification Preferences" })).toBeTruthy();
  });
});
