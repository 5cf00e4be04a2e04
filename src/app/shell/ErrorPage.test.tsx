import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { memoryLocation } from "wouter/memory-location";
import { Router } from "wouter";
import { sessionStore, GUEST_USER } from "../../../runtime/data/session-store";
import { ErrorPage } from "./ErrorPage";

function renderAt(path: string, ui: React.ReactNode) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      {ui}
    </Router>,
  );
}
afterEach(() => sessionStore.update((s) => void (s.user = GUEST_USER)));

describe("ErrorPage (content spec §2, §8; shell spec §2)", () => {
  it("403 for a guest: Permission Problem with a Sign In link carrying Target", () => {
    renderAt("/categories/7?x=1", <ErrorPage kind="permission" />);
    expect(screen.getByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this resource.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Sign In" });
    expect(link.getAttribute("href")).toBe("/entry/signin?Target=%2Fcategories%2F7%3Fx%3D1");
  });

  it("403 for a member offers no Sign In link", () => {
    sessionStore.update((s) => void (s.user = { ...GUEST_USER, userID: 5, name: "member" }));
    renderAt("/x", <ErrorPage kind="permission" />);
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("404: Page Not Found with Back to home page linking to /", () => {
    renderAt("/nope", <ErrorPage kind="notFound" />);
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("The page you were looking for could not be found.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home page" }).getAttribute("href")).toBe("/");
  });

  it("generic: There was an error, Please try again later., Back to Home", () => {
    renderAt("/", <ErrorPage kind="generic" />);
    expect(screen.getByRole("heading", { name: "There was an error" })).toBeTruthy();
    expect(screen.getByText("Please try again later.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
