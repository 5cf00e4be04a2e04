import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { InvitationsPage } from "./InvitationsPage";
import { renderAt } from "./moderation-pages-test-support";
import { setUpAccountPages } from "./account-pages-test-support";

const api = setUpAccountPages();
const { mailer } = api;

const renderPage = () => renderAt("/profile/invitations", <InvitationsPage />);
const emailsBox = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Email addresses" });
const inviteeList = () => screen.queryByRole("list", { name: /^Invitees/ });

describe("InvitationsPage (/profile/invitations, content spec §7, §8 invitations)", () => {
  it("invitations: the emails text builds the invitee list shown before sending, each address once", async () => {
    await signInThrough(api, "member");
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Invite People" })).toBeTruthy();
    expect(inviteeList()).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(true);
    await userEvent.type(emailsBox(), "ann@example.com, bob@example.com{enter}ANN@example.com");
    const items = within(inviteeList()!).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(api.calls).toEqual([]);
  });

  it("invitations: after a successful invite the emails text and invitee list are cleared and the count is shown", async () => {
    await signInThrough(api, "member");
    renderPage();
    const before = mailer.sent.length;
    await userEvent.type(emailsBox(), "carol@example.com{enter}dan@example.com");
    await userEvent.type(screen.getByRole("textbox", { name: "Message (optional)" }), "Join us!");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("2 invitations were sent.")).toBeTruthy();
    expect(emailsBox().value).toBe("");
    expect(inviteeList()).toBeNull();
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "invitations",
        body: { emails: ["carol@example.com", "dan@example.com"], message: "Join us!" },
        status: 201,
      }),
    ]);
    expect(mailer.sent.slice(before).map((mail) => mail.to)).toEqual([
      "carol@example.com",
      "dan@example.com",
    ]);
  });

  it("invitations: invalid addresses are marked in the list, the text is kept and nothing is sent", async () => {
    await signInThrough(api, "member");
    renderPage();
    const before = mailer.sent.length;
    await userEvent.type(emailsBox(), "erin@example.com, not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Some email addresses are not valid.");
    const items = within(inviteeList()!).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "erin@example.com",
      "not-an-email — not a valid email address",
    ]);
    expect(emailsBox().value).toBe("erin@example.com, not-an-email");
    expect(mailer.sent.length).toBe(before);
  });

  it("invitations: more than 20 addresses cannot be sent", async () => {
    await signInThrough(api, "member");
    renderPage();
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.com`).join(",");
    await userEvent.click(emailsBox());
    await userEvent.paste(many);
    expect(screen.getByText("You can invite up to 20 people at a time.")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(true);
  });

  it("invitations: guests get Permission Problem with Sign In and no request", async () => {
    await signInThrough(api);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toContain("/entry/signin");
    expect(api.calls).toEqual([]);
  });

  it("invitations: a member without invitations.add (banned) gets Permission Problem too", async () => {
    await signInThrough(api, "banned");
    renderPage();
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Email addresses" })).toBeNull();
  });

  it("invitations: while registration is closed the page says nobody can be invited and offers no form", async () => {
    await signInThrough(api, "member", { "registration.method": "closed" });
    renderPage();
    expect(screen.getByText("Registration is closed, so nobody can be invited now.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Email addresses" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });
});
