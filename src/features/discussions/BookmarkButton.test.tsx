import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { BookmarkButton } from "./BookmarkButton";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  act(() => toastStore.clear());
});

function renderButton(bookmarked = false) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BookmarkButton discussionID={7} bookmarked={bookmarked} />
      <ToastArea />
    </SWRConfig>,
  );
}

describe("BookmarkButton (shell spec §4 bookmark states, content spec §4 bookmark)", () => {
  it("is not offered to guests", () => {
    renderButton();
    expect(screen.queryByRole("button", { name: "Bookmark" })).toBeNull();
  });

  it("shows Bookmarking and is disabled while the change is pending", async () => {
    setSession({ user: {} });
    const fake = fakeFetch();
    vi.stubGlobal("fetch", fake.fetch);
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Bookmark" }));
    const pending = screen.getByRole<HTMLButtonElement>("button", { name: "Bookmarking" });
    expect(pending.disabled).toBe(true);
    expect(pending.getAttribute("aria-pressed")).toBe("true");
    expect(fake.requests[0]?.method).toBe("PUT");
    expect(fake.requests[0]?.url).toContain("/api/v2/discussions/7/bookmark");
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({ bookmarked: true });
  });

  it("toggles optimistically: bookmarked, then back to normal", async () => {
    setSession({ user: {} });
    const fake = fakeFetch(jsonResponse({ bookmarked: true }), jsonResponse({ bookmarked: false }));
    vi.stubGlobal("fetch", fake.fetch);
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Bookmark" }));
    const bookmarked = await screen.findByRole("button", { name: "Bookmarked" });
    expect(bookmarked.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(bookmarked);
    const normal = await screen.findByRole("button", { name: "Bookmark" });
    expect(normal.getAttribute("aria-pressed")).toBe("false");
    expect(JSON.parse(String(fake.requests[1]?.body))).toEqual({ bookmarked: false });
  });

  it("reverts on failure with the dismissible toast", async () => {
    setSession({ user: {} });
    const failure = jsonResponse({ message: "Oops", status: 500 }, { status: 500 });
    vi.stubGlobal("fetch", fakeFetch(failure).fetch);
    renderButton(true);
    await userEvent.click(screen.getByRole("button", { name: "Bookmarked" }));
    expect(await screen.findByText("There was a problem bookmarking this discussion.")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Bookmarked" }).getAttribute("aria-pressed")).toBe("true"),
    );
    expect(screen.getByRole("button", { name: /dismiss|close/i })).toBeTruthy();
  });
});
