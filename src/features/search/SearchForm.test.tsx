import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { SearchForm } from "./SearchForm";

afterEach(() => {
  // The search page is a client route: a search moves the test window's location there.
  history.replaceState(null, "", "/");
  resetSession();
  vi.unstubAllGlobals();
});

describe("SearchForm (shell spec §2 search bar, content spec §2 search page)", () => {
  it("labels the box Search and submits to /search?query= when the new search page is on", async () => {
    render(<SearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "welcome");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location.pathname + location.search).toBe("/search?query=welcome");
  });

  it("uses the parameter search when the new search page is off", async () => {
    setSession({ config: { "themeFeatures.useNewSearchPage": false } });
    render(<SearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search" }), "old{Enter}");
    expect(location.pathname + location.search).toBe("/search?search=old");
  });

  it("opens an external search template in a new tab when configured", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    setSession({
      config: { "search.externalSearch": { query: "https://find.example/?q=%s", resultsInNewTab: true } },
    });
    render(<SearchForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "a b{Enter}");
    expect(open).toHaveBeenCalledWith("https://find.example/?q=a%20b", "_blank", "noopener,noreferrer");
  });

  it("clears the box with the Clear button and puts focus back in it", async () => {
    render(<SearchForm />);
    const user = userEvent.setup();
    const box = screen.getByRole("combobox", { name: "Search" });
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
    await user.type(box, "oops");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect((box as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(box);
  });
});
