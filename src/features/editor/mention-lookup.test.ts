import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { lookupMentionUsers } from "./mention-lookup";
import { useMentionSuggestions } from "./use-mention-suggestions";

afterEach(() => vi.unstubAllGlobals());

const jo = { userID: 2, name: "Jo", photoUrl: "", dateLastActive: null };

describe("lookupMentionUsers (content spec §7, §8)", () => {
  it("asks GET /users/by-names for the prefix followed by *, order=mention, limit=50", async () => {
    const network = fakeFetch(jsonResponse([jo]));
    vi.stubGlobal("fetch", network.fetch);
    await expect(lookupMentionUsers("jo")).resolves.toEqual([jo]);
    const url = new URL(network.requests[0]!.url, "http://localhost");
    expect(url.pathname).toBe("/api/v2/users/by-names");
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: "jo*", order: "mention", limit: "50" });
  });

  it("treats a status of 500 or above as an error", async () => {
    vi.stubGlobal("fetch", fakeFetch(jsonResponse({ message: "down", status: 500 }, { status: 500 })).fetch);
    await expect(lookupMentionUsers("jo")).rejects.toMatchObject({ status: 500 });
  });

  it("treats a refusal below 500 as no suggestions", async () => {
    vi.stubGlobal("fetch", fakeFetch(jsonResponse({ message: "no", status: 403 }, { status: 403 })).fetch);
    await expect(lookupMentionUsers("jo")).resolves.toEqual([]);
  });
});

describe("useMentionSuggestions (content spec §4, §9)", () => {
  it("looks up only the last prefix typed within 50 ms", async () => {
    const network = fakeFetch(jsonResponse([jo]));
    vi.stubGlobal("fetch", network.fetch);
    const { result, rerender } = renderHook(({ query }) => useMentionSuggestions(query), {
      initialProps: { query: "j" as string | null },
    });
    expect(result.current.status).toBe("loading");
    rerender({ query: "jo" });
    await waitFor(() => expect(result.current).toEqual({ status: "success", users: [jo] }));
    expect(network.requests).toHaveLength(1);
    expect(new URL(network.requests[0]!.url, "http://localhost").searchParams.get("name")).toBe("jo*");
  });

  it("reports an error status when the lookup fails with 500", async () => {
    vi.stubGlobal("fetch", fakeFetch(jsonResponse({ message: "down", status: 503 }, { status: 503 })).fetch);
    const { result } = renderHook(() => useMentionSuggestions("jo"));
    await waitFor(() => expect(result.current.status).toBe("error"));
  });

  it("is idle without a query and makes no call", () => {
    const network = fakeFetch();
    vi.stubGlobal("fetch", network.fetch);
    const { result } = renderHook(() => useMentionSuggestions(null));
    expect(result.current).toEqual({ status: "idle", users: [] });
    expect(network.requests).toHaveLength(0);
  });
});
