import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createLogMailer } from "../../../server/services/mail/mailer";
import { writeSiteConfig } from "../../../server/services/config";
import { apiAs, setUpInProcessApi } from "../../../tests/helpers/in-process-api";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { RegisterPage } from "./RegisterPage";

const mailer = createLogMailer();
const api = setUpInProcessApi({}, { mailer, publicUrl: "https://plaza.example" });
const INVITATION_ONLY = { "registration.method": "invitation" };

function renderAt(search = "") {
  const { hook, searchHook } = memoryLocation({ path: `/entry/register${search}` });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <RegisterPage />
    </Router>,
  );
}

/** member invites `email`; answers the code of the link in the mail. */
async function invite(email: string) {
  expect((await apiAs(api, "member", "POST", "/invitations", { emails: [email] })).status).toBe(201);
  const mail = [...mailer.sent].reverse().find((sent) => sent.to === email);
  return /\?invitationCode=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

async function fillAndSubmit(name: string, email: string) {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Username"), name);
  await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
  await userEvent.click(screen.getByRole("button", { name: "Register" }));
}

describe("RegisterPage on an invitation-only site (registration.method invitation)", () => {
  it("invitation-only: without an invitation's link the page says so and offers no form", async () => {
    await writeSiteConfig(api.app.db, INVITATION_ONLY);
    await signInThrough(api, undefined, INVITATION_ONLY);
    renderAt();
    expect(
      screen.getByText("This community is open by invitation only. Ask a member to invite you."),
    ).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("invitation-only: the invitation's link opens the form, and signing up sends its code", async () => {
    await writeSiteConfig(api.app.db, INVITATION_ONLY);
    const code = await invite("ivy@example.com");
    await signInThrough(api, undefined, INVITATION_ONLY);
    renderAt(`?invitationCode=${code}`);
    expect(screen.getByText("You were invited: sign up below.")).toBeTruthy();
    await fillAndSubmit("ivy", "ivy@example.com");
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeTruthy();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "users/register",
        body: expect.objectContaining({ invitationCode: code }),
        status: 202,
      }),
    );
  });

  it("invitation-only: a code that no longer works says so, and what was typed stays", async () => {
    await writeSiteConfig(api.app.db, INVITATION_ONLY);
    await signInThrough(api, undefined, INVITATION_ONLY);
    renderAt("?invitationCode=spent-or-made-up");
    await fillAndSubmit("jack", "jack@example.com");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This invitation is not valid or has expired. Ask the member who invited you for a new one.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Username").value).toBe("jack");
  });
});
