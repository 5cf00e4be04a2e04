import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import type { HydratedLayoutResponse } from "../../schemas/layout/node.schema";
import type { LayoutQuery } from "../url/match-route";
import { layoutKey, useLayout } from "./use-layout";

afterEach(() => vi.unstubAllGlobals());

const queryOf = (page: number): LayoutQuery => ({
  layoutViewType: "post",
  recordType: "discussion",
  recordID: 2,
  params: { discussionID: 2, page },
});
/** A layout that says which page it was hydrated for. */
const layoutOf = (page: number) =>
  ({ layout: [{ $reactComponent: "Page", page }] }) as unknown as HydratedLayoutResponse;
const pageShown = (data: HydratedLayoutResponse | undefined) =>
  (data as unknown as { layout: { page: number }[] } | undefined)?.layout[0]?.page;

describe("useLayout", () => {
  it("shows the page the server inlined again when the reader comes back to it (page 2, then Previous to page 1)", async () => {
    // The server answers any later page; page 1 came with the document and is never asked for.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const page = Number(
        /params%5Bpage%5D=(\d+)|params\[page\]=(\d+)/.exec(String(input))?.slice(1).find(Boolean),
      );
      return new Response(JSON.stringify(layoutOf(page)), {
        headers: { "content-type": "application/json" },
      });
    });
    const initial = { key: layoutKey(queryOf(1)), layout: layoutOf(1) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    );
    const { result, rerender } = renderHook(({ page }) => useLayout(queryOf(page), initial), {
      wrapper,
      initialProps: { page: 1 },
    });
    expect(pageShown(result.current.data)).toBe(1);

    rerender({ page: 2 });
    await waitFor(() => expect(pageShown(result.current.data)).toBe(2));

    rerender({ page: 1 });
    await waitFor(() => expect(pageShown(result.current.data)).toBe(1));
  });
});
