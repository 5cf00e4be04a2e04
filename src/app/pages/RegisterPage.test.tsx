import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { RegisterPage } from "./RegisterPage";

const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal("location", { ...window.location, assign });
  setSession({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderAt(search = "") {
  const { hook, searchHook } = memoryLocation({ path: `/entry/register${search}` });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <RegisterPage />
    </Router>,
  );
}

const ANSWER = {
  message: "Check your email to finish signing up.",
  description:
    "We sent a message to the address you gave. Follow its link within 24 hours to confirm your address and sign in.",
};

describe("RegisterPage (/entry/register)", () => {
  it("tells a new member to check their email instead of signing them in", async () => {
    const { fetch, requests } = fakeFetch(jsonResponse(ANSWER, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    renderAt();
    await userEvent.type(screen.getByLabelText("Email"), "new@plaza.invalid");
    await userEvent.type(screen.getByLabelText("Username"), "newbie");
    await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByRole("status")).textContent).toBe(ANSWER.message);
    expect(screen.getByRole("heading", { name: "Check Your Email" })).toBeTruthy();
    expect(screen.getByText(ANSWER.description)).toBeTruthy();
    expect(requests.map((r) => [r.method, r.url])).toEqual([["POST", "/api/v2/users/register"]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows a throttled sign-up's message and when to try again", async () => {
    const body = {
      message: "Too many sign-up attempts.",
      status: 429,
      description: "Please wait 5 minutes and try again.",
    };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(body, { status: 429 })).fetch);
    renderAt();
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many sign-up attempts. Please wait 5 minutes and try again.",
    );
  });

  it("the mailed link asks for a click, then confirms, signs in and goes home", async () => {
    const { fetch, requests } = fakeFetch(jsonResponse({ userID: 9, name: "newbie" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    renderAt("?confirm=abcdefghijklmnopqrstuvwxyz012345");
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Confirm and Sign In" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(requests.map((r) => [r.method, r.url, JSON.parse(String(r.body))])).toEqual([
      ["POST", "/api/v2/users/register/confirm", { token: "abcdefghijklmnopqrstuvwxyz012345" }],
    ]);
  });

  it("goes home, not to another site, when Target resolves off the site (/.//host, /%2e//host)", async () => {
    for (const target of ["/.//evil.example", "/%2e//evil.example", "/.\\/evil.example"]) {
      vi.stubGlobal("fetch", fakeFetch(jsonResponse({ userID: 9, name: "newbie" }, { status: 201 })).fetch);
      renderAt(`?confirm=abcdefghijklmnopqrstuvwxyz012345&Target=${encodeURIComponent(target)}`);
      await userEvent.click(screen.getByRole("button", { name: "Confirm and Sign In" }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(assign, target).toHaveBeenCalledWith("/");
      assign.mockReset();
      cleanup();
    }
  });

  it("an expired link says what to do", async () => {
    const body = {
      message: "This sign-up link is not valid or has expired.",
      status: 400,
      description: "Register again to get a new link.",
    };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(body, { status: 400 })).fetch);
    renderAt("?confirm=abcdefghijklmnopqrstuvwxyz012345");
    await userEvent.click(screen.getByRole("button", { name: "Confirm and Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Register again to get a new link.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("says so when registration is closed", () => {
    setSession({ config: { "registration.method": "closed" } });
    renderAt();
    expect(screen.getByText("This community is not accepting new members.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
