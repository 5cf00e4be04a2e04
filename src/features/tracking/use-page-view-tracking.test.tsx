import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ReactNode } from "react";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { usePageViewTracking } from "./use-page-view-tracking";

afterEach(() => vi.unstubAllGlobals());

describe("usePageViewTracking (shell spec §7 POST /tick)", () => {
  it("sends a page_view for the first page and for every navigation, each with the previous page as referrer", async () => {
    const network = fakeFetch(new Response(null, { status: 204 }), new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", network.fetch);
    const location = memoryLocation({ path: "/", record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook}>{children}</Router>
    );
    renderHook(() => usePageViewTracking(), { wrapper });
    await act(async () => location.navigate("/discussions"));
    await vi.waitFor(() => expect(network.requests).toHaveLength(2));
    const bodies = network.requests.map((r) => JSON.parse(String(r.body)));
    expect(network.requests[0]).toMatchObject({ url: "/api/v2/tick", method: "POST" });
    expect(bodies.map((b) => b.type)).toEqual(["page_view", "page_view"]);
    expect(bodies[0].url).toMatch(/\/$/);
    expect(bodies[1].url).toMatch(/\/discussions$/);
    expect(bodies[1].referrer).toBe(bodies[0].url);
  });

  it("names the discussion or category a page shows, and nothing on other pages", async () => {
    const ok = () => new Response(null, { status: 204 });
    const network = fakeFetch(ok(), ok(), ok(), ok(), ok());
    vi.stubGlobal("fetch", network.fetch);
    const location = memoryLocation({ path: "/discussion/12/a-title", record: true });
    renderHook(() => usePageViewTracking(), {
      wrapper: ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>,
    });
    await act(async () => location.navigate("/categories/7/p2"));
    await act(async () => location.navigate("/categories/general"));
    await act(async () => location.navigate("/discussion/comment/5"));
    await act(async () => location.navigate("/discussions"));
    await vi.waitFor(() => expect(network.requests).toHaveLength(5));
    const records = network.requests.map((r) => {
      const { discussionID, categoryID } = JSON.parse(String(r.body));
      return { discussionID, categoryID };
    });
    expect(records).toEqual([
      { discussionID: 12, categoryID: undefined },
      { discussionID: undefined, categoryID: 7 },
      { discussionID: undefined, categoryID: undefined },
      { discussionID: undefined, categoryID: undefined },
      { discussionID: undefined, categoryID: undefined },
    ]);
  });

  it("only logs a failed tick", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", fakeFetch(jsonResponse({ message: "nope", status: 500 }, { status: 500 })).fetch);
    const location = memoryLocation({ path: "/" });
    renderHook(() => usePageViewTracking(), {
      wrapper: ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>,
    });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Tracking event not recorded", "page_view", expect.anything()),
    );
  });

  it("privacy: a guest who chose to anonymise (cookie 1) sends no tick, on the first page or after", async () => {
    document.cookie = "plaza-anonymize=1; path=/";
    try {
      const network = fakeFetch(new Response(null, { status: 204 }));
      vi.stubGlobal("fetch", network.fetch);
      const location = memoryLocation({ path: "/search?query=secret" });
      const view = renderHook(() => usePageViewTracking(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        ),
      });
      await act(async () => location.navigate("/discussions"));
      view.rerender();
      await act(async () => {});
      expect(network.requests).toEqual([]);
      // Choosing the site's default again: the next page is counted.
      document.cookie = "plaza-anonymize=-1; path=/";
      await act(async () => location.navigate("/categories"));
      await vi.waitFor(() => expect(network.requests).toHaveLength(1));
      expect(JSON.parse(String(network.requests[0]!.body)).url).toMatch(/\/categories$/);
    } finally {
      document.cookie = "plaza-anonymize=; path=/; max-age=0";
    }
  });

  it("privacy: a member's ticks are sent whatever a guest cookie says (their choice is the server's)", async () => {
    document.cookie = "plaza-anonymize=1; path=/";
    setSession({ user: {} });
    try {
      const network = fakeFetch(new Response(null, { status: 204 }));
      vi.stubGlobal("fetch", network.fetch);
      const location = memoryLocation({ path: "/discussions" });
      renderHook(() => usePageViewTracking(), {
        wrapper: ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>,
      });
      await vi.waitFor(() => expect(network.requests).toHaveLength(1));
    } finally {
      resetSession();
      document.cookie = "plaza-anonymize=; path=/; max-age=0";
    }
  });
});
