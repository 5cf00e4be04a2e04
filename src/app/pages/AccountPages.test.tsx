import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { DEMO_PASSWORD, signInAs } from "../../../tests/helpers/server";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { sessionStore } from "../../../runtime/data/session-store";
import { renderAt } from "./moderation-pages-test-support";
import { setUpAccountPages } from "./account-pages-test-support";
import { SignInPage } from "./SignInPage";
import { PasswordRequestPage } from "./PasswordRequestPage";
import { PasswordResetPage } from "./PasswordResetPage";
import { AccountSettingsPage } from "./AccountSettingsPage";
import { EmailConfirmRequestPage } from "./EmailConfirmRequestPage";

const api = setUpAccountPages();
const { mailer } = api;

const NEUTRAL = "If that account exists, we sent a link to reset its password.";

const renderResetPage = (path: string) =>
  renderAt(
    path,
    <Route path="/entry/passwordreset/:userID/:token">
      <PasswordResetPage />
    </Route>,
  );

describe("forgotten password (sign-in page, /entry/passwordrequest, /entry/passwordreset)", () => {
  it("the sign-in page links to the forgotten-password page", async () => {
    await signInThrough(api);
    renderAt("/entry/signin", <SignInPage />);
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/entry/passwordrequest",
    );
  });

  it("answers alike for an account and for nobody (no enumeration), mailing only the account", async () => {
    await signInThrough(api);
    renderAt("/entry/passwordrequest", <PasswordRequestPage />);
    await userEvent.type(screen.getByLabelText("Email or Username"), "nobody-here");
    await userEvent.click(screen.getByRole("button", { name: "Request a New Password" }));
    expect((await screen.findByRole("status")).textContent).toBe(NEUTRAL);
    act(() => document.body.replaceChildren());

    const before = mailer.sent.length;
    renderAt("/entry/passwordrequest", <PasswordRequestPage />);
    await userEvent.type(screen.getByLabelText("Email or Username"), "member2");
    await userEvent.keyboard("{Enter}");
    expect((await screen.findByRole("status")).textContent).toBe(NEUTRAL);
    expect(mailer.sent.slice(before).map((m) => m.to)).toEqual(["member2@plaza.invalid"]);
  });

  it("an empty request says what to type, under the field, and sends nothing", async () => {
    await signInThrough(api);
    renderAt("/entry/passwordrequest", <PasswordRequestPage />);
    await userEvent.click(screen.getByRole("button", { name: "Request a New Password" }));
    const field = screen.getByLabelText("Email or Username");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your email address or username.")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("the mailed link's page says the rules first, checks both fields, then changes the password once", async () => {
    await signInThrough(api);
    await api.app.inject({
      method: "POST",
      url: "/api/v2/users/request-password",
      headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
      payload: { email: "member2" },
    });
    const link = api.mailedPath("member2@plaza.invalid", "/entry/passwordreset/");
    renderResetPage(link);
    const password = screen.getByLabelText("New Password");
    expect(screen.getByText(/Use at least 8 characters/)).toBeTruthy();
    expect(password.getAttribute("aria-describedby")).toBeTruthy();

    await userEvent.type(password, "short");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(screen.getByText(/Your new password is too short/)).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, "garden gate key");
    await userEvent.type(screen.getByLabelText("Confirm New Password"), "garden gate ke");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(screen.getByText(/The two passwords are not the same/)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await userEvent.type(screen.getByLabelText("Confirm New Password"), "y");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(await screen.findByRole("heading", { name: "Password Changed" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in with your new password" }).getAttribute("href")).toBe(
      "/entry/signin",
    );
    await expect(signInAs(api.app, "member2", "garden gate key")).resolves.toMatch(/^plaza_session=/);

    act(() => document.body.replaceChildren());
    renderResetPage(link);
    await userEvent.type(screen.getByLabelText("New Password"), "another password");
    await userEvent.type(screen.getByLabelText("Confirm New Password"), "another password");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^This password reset link is not valid or was used already\./,
    );
  });
});

describe("AccountSettingsPage (/profile/edit, the account menu's Edit Profile)", () => {
  it("shows guests the Permission Problem page with Sign In, like the other member pages", async () => {
    await signInThrough(api);
    renderAt("/profile/edit", <AccountSettingsPage />);
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("saves the title and shows a taken username's error under the Username field", async () => {
    await signInThrough(api, "member");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const profile = await screen.findByRole("form", { name: "Profile" });
    const name = within(profile).getByLabelText("Username");
    expect((name as HTMLInputElement).value).toBe("member");
    await userEvent.type(within(profile).getByLabelText("Title"), "Gardener");
    await userEvent.click(within(profile).getByRole("button", { name: "Save Profile" }));
    await waitFor(() =>
      expect(within(profile).getByRole("status").textContent).toBe("Your profile was saved."),
    );
    const row = await api.app.db
      .selectFrom("users")
      .select("title")
      .where("name", "=", "member")
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Gardener");

    await userEvent.clear(name);
    await userEvent.type(name, "admin");
    await userEvent.click(within(profile).getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(profile).getByText("That username is already taken.")).toBeTruthy();
    expect(sessionStore.getState().user.name).toBe("member");
  });

  it("changes the password only with the right current password, saying so under its field", async () => {
    await signInThrough(api, "member");
    renderAt("/profile/edit", <AccountSettingsPage />);
    const form = await screen.findByRole("form", { name: "Password" });
    await userEvent.type(within(form).getByLabelText("Current Password"), "not my password");
    await userEvent.type(within(form).getByLabelText("New Password"), "a fresh password");
    await userEvent.type(within(form).getByLabelText("Confirm New Password"), "a fresh password");
    await userEvent.click(within(form).getByRole("button", { name: "Change Password" }));
    expect(await within(form).findByText("Your current password is not correct.")).toBeTruthy();

    await userEvent.type(within(form).getByLabelText("Current Password"), DEMO_PASSWORD);
    await userEvent.click(within(form).getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(within(form).getByRole("status").textContent).toMatch(/^Your password was changed/),
    );
    expect((within(form).getByLabelText("New Password") as HTMLInputElement).value).toBe("");
    await expect(signInAs(api.app, "member", "a fresh password")).resolves.toMatch(/^plaza_session=/);
  });
});

describe("EmailConfirmRequestPage (/entry/emailconfirmrequest, shell spec §2, §8): the mailed link", () => {
  it("mails a link whose page confirms the address after one click", async () => {
    await api.app.db
      .updateTable("users")
      .set({ emailConfirmed: 0 })
      .where("name", "=", "moderator")
      .execute();
    await signInThrough(api, "moderator");
    renderAt("/entry/emailconfirmrequest", <EmailConfirmRequestPage />);
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation email" }));
    await screen.findByRole("status");
    const path = api.mailedPath("moderator@plaza.invalid", "/entry/emailconfirmrequest?confirm=");
    act(() => document.body.replaceChildren());

    api.calls.length = 0;
    renderAt(path, <EmailConfirmRequestPage />);
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Confirm My Email" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your email address is confirmed.");
    expect(sessionStore.getState().user.emailConfirmed).toBe(true);
    const row = await api.app.db
      .selectFrom("users")
      .select("emailConfirmed")
      .where("name", "=", "moderator")
      .executeTakeFirstOrThrow();
    expect(row.emailConfirmed).toBe(1);
  });
});
