import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, type FakeRequest } from "../../../tests/helpers/fake-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { LEAVE_TICK_WAIT_MS, LeavingPage } from "./LeavingPage";

let requests: FakeRequest[];
const assign = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  assign.mockReset();
  vi.stubGlobal("location", { ...window.location, href: "http://localhost/home/leaving", assign });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

function renderAt(search: string) {
  const { hook, searchHook } = memoryLocation({ path: `/home/leaving?${search}` });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <LeavingPage />
    </Router>,
  );
}

describe("LeavingPage (/home/leaving, shell spec §2; externalNavigation tick §7, §9)", () => {
  it("records an externalNavigation tick with the destination before leaving", async () => {
    const network = fakeFetch(new Response(null, { status: 204 }));
    requests = network.requests;
    vi.stubGlobal("fetch", network.fetch);
    renderAt("target=https%3A%2F%2Fexample.com%2Fdocs");
    fireEvent.click(screen.getByRole("link", { name: "Continue" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(JSON.parse(String(requests[0]?.body))).toMatchObject({
      type: "externalNavigation",
      destinationUrl: "https://example.com/docs",
    });
    expect(assign).toHaveBeenCalledWith("https://example.com/docs");
  });

  it("leaves after at most 1 s when the tick hangs (failures are only logged)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    renderAt("target=https%3A%2F%2Fexample.com%2F");
    fireEvent.click(screen.getByRole("link", { name: "Continue" }));
    await act(() => vi.advanceTimersByTimeAsync(LEAVE_TICK_WAIT_MS - 1));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledWith("https://example.com/");
  });

  it("offers no Continue link for a target that is not http(s)", () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    renderAt("target=javascript%3Aalert(1)");
    expect(screen.queryByRole("link", { name: "Continue" })).toBeNull();
    expect(screen.getByText(/That link is not valid\./)).toBeTruthy();
  });
});
