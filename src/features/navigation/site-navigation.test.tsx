import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { TitleBar } from "./TitleBar";

beforeEach(() => vi.stubGlobal("fetch", fakeFetch().fetch));
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

const navNames = () =>
  within(screen.getByRole("navigation", { name: "Main" }))
    .queryAllByRole("link")
    .map((link) => link.textContent);

const siteNavigation = [
  { id: "help", name: "Help Center", url: "/help-center" },
  { id: "posts", name: "Posts", url: "/discussions" },
];

describe("the title bar's site-wide navigation", () => {
  it("a page without a layout (search, profile…) shows the site navigation its boot payload carries", () => {
    setSession({ config: { "navigation.items": siteNavigation } });
    render(<TitleBar />);
    expect(navNames()).toEqual(["Help Center", "Posts"]);
  });

  it("without a site navigation the built-in items show (Posts, Categories)", () => {
    render(<TitleBar />);
    expect(navNames()).toEqual(["Posts", "Categories"]);
  });

  it("a layout's own title bar navigation wins over the site's", () => {
    setSession({ config: { "navigation.items": siteNavigation } });
    render(<TitleBar navigation={[{ id: "own", name: "Our Events", url: "/events" }]} />);
    expect(navNames()).toEqual(["Our Events"]);
  });
});
