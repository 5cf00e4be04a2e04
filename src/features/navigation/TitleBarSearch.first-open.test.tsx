import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";

afterEach(() => {
  history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

/**
 * The title bar as on a first visit: its modules loaded afresh, so the search field's code is not
 * there when Search is clicked. The clicks and keys below are fired without waiting in between, so
 * they reach the bar before that code can arrive, as on a slow line.
 */
async function firstVisit() {
  vi.resetModules();
  const { TitleBar } = await import("./TitleBar");
  render(<TitleBar />);
  const bar = within(screen.getByRole("banner"));
  fireEvent.click(bar.getByRole("button", { name: "Search" }));
  // Before the field's code: a plain box (no combobox yet), labelled and focused.
  expect(bar.queryByRole("combobox", { name: "Search" })).toBeNull();
  const standIn = bar.getByRole("searchbox", { name: "Search" }) as HTMLInputElement;
  expect(document.activeElement).toBe(standIn);
  return { bar, standIn };
}

describe("TitleBar search on a first visit (shell spec §4 search box)", () => {
  it("keeps what is typed before the field loads and hands it on, caret at the end, suggesting for it", async () => {
    const place = {
      label: "Passwords",
      url: "/categories/passwords",
      type: "category",
      recordType: "category",
    };
    const answer = { ...place, recordID: 2, source: "community", data: { crumbs: [], isForeign: false } };
    const { fetch, requests } = fakeFetch(jsonResponse([answer]));
    vi.stubGlobal("fetch", fetch);
    const { bar, standIn } = await firstVisit();
    fireEvent.change(standIn, { target: { value: "pass" } });
    expect(standIn.value).toBe("pass");

    const box = (await bar.findByRole("combobox", { name: "Search" })) as HTMLInputElement;
    expect(bar.queryByRole("searchbox", { name: "Search" })).toBeNull();
    expect(box.value).toBe("pass");
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([4, 4]);
    // The list opens for the handed text as if it was typed in the field.
    expect(await bar.findByRole("option", { name: /Passwords/ })).toBeTruthy();
    expect(new URL(requests[0]?.url ?? "", "http://x").searchParams.get("query")).toBe("pass");
    expect(bar.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("closes on Escape in the stand-in box and gives focus back to the Search button", async () => {
    const { bar, standIn } = await firstVisit();
    fireEvent.change(standIn, { target: { value: "oops" } });
    fireEvent.keyDown(standIn, { key: "Escape" });
    expect(bar.queryByRole("searchbox", { name: "Search" })).toBeNull();
    expect(document.activeElement).toBe(bar.getByRole("button", { name: "Search" }));
    expect(bar.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });
});
