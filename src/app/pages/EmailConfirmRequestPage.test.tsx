import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { EmailConfirmRequestPage } from "./EmailConfirmRequestPage";

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe("EmailConfirmRequestPage (/entry/emailconfirmrequest, shell spec §2, §8)", () => {
  it("sends the request and says a message with a link is on its way", async () => {
    setSession({ user: { emailConfirmed: false } });
    const { fetch, requests } = fakeFetch(new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    render(<EmailConfirmRequestPage />);
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation email" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^We sent you a message with a link/);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ["POST", "/api/v2/users/me/confirm-email-request"],
    ]);
  });

  it("shows the server's message when the request fails", async () => {
    setSession({ user: { emailConfirmed: false } });
    vi.stubGlobal(
      "fetch",
      fakeFetch(
        jsonResponse({ message: "Your email address is already confirmed.", status: 409 }, { status: 409 }),
      ).fetch,
    );
    render(<EmailConfirmRequestPage />);
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation email" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your email address is already confirmed.");
  });

  it("asks a guest to sign in first, coming back here afterwards", () => {
    setSession({});
    render(<EmailConfirmRequestPage />);
    expect(screen.queryByRole("button", { name: "Send confirmation email" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin?Target=%2Fentry%2Femailconfirmrequest",
    );
  });

  it("tells a confirmed member there is nothing to do", () => {
    setSession({ user: { emailConfirmed: true } });
    render(<EmailConfirmRequestPage />);
    expect(screen.getByText("Your email address is already confirmed.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
