import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { usePageViewTracking } from "../../features/tracking";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { GuestPrivacyFooter } from "./GuestPrivacyFooter";

let api: InProcessApi;
beforeAll(async () => {
  api = await startInProcessApi();
}, 30_000);
afterAll(() => api.app.close());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSession();
  document.cookie = "plaza-anonymize=; path=/; max-age=0";
});

function Page() {
  usePageViewTracking();
  return <GuestPrivacyFooter />;
}

function renderPage() {
  const location = memoryLocation({ path: "/discussions" });
  render(
    <Router hook={location.hook}>
      <Page />
    </Router>,
  );
  return location;
}

const ticks = () => api.calls.filter((call) => call.method === "POST" && call.path === "tick");

describe("GuestPrivacyFooter (shell spec §4, §7 analytics privacy for guests)", { timeout: 30_000 }, () => {
  it("privacy: a guest opens the privacy form from the footer, anonymises, and their next pages send no tick", async () => {
    await signInThrough(api);
    const location = renderPage();
    await waitFor(() => expect(ticks()).toHaveLength(1));

    await userEvent.click(screen.getByRole("button", { name: "Analytics privacy" }));
    // The dialog is a chunk of its own: its first load in a test may take a while.
    const dialog = await screen.findByRole("dialog", { name: "Analytics privacy" }, { timeout: 15_000 });
    const anonymise = await within(dialog).findByRole<HTMLInputElement>("radio", {
      name: "Anonymise my data",
    });
    await waitFor(() => expect(anonymise.disabled).toBe(false));
    expect(within(dialog).getByText(/sends no page views/)).toBeTruthy();
    await userEvent.click(anonymise);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Your privacy setting was saved.")).toBeTruthy();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: "POST", path: "analytics/privacy", body: { AnonymizeData: 1 } }),
    );
    expect(document.cookie).toContain("plaza-anonymize=1");

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => location.navigate("/categories"));
    await act(async () => location.navigate("/discussions/bookmarked"));
    expect(ticks()).toHaveLength(1);
  });

  it("privacy: members have the form in their account settings, not in a footer", async () => {
    await signInThrough(api, "member");
    renderPage();
    await waitFor(() => expect(ticks()).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Analytics privacy" })).toBeNull();
  });
});
