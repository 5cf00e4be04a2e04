import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setUpInProcessApi } from "../../../tests/helpers/in-process-api";
import { RegisterForm } from "./RegisterForm";

const server = setUpInProcessApi({});

/** The text a control's `aria-describedby` points at: its hint, then its errors. */
function describedText(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

describe("RegisterForm over the real API", () => {
  it("says the password rules before anything is sent", () => {
    render(<RegisterForm onRegistered={() => undefined} />);
    expect(describedText(screen.getByLabelText("Password"))).toBe(
      "Use at least 8 characters. A few unrelated words make a good password.",
    );
  });

  it("shows the server's field errors under their fields in plain words and keeps what was typed", async () => {
    vi.stubGlobal("fetch", await server.fetchAs());
    const onRegistered = vi.fn();
    render(<RegisterForm onRegistered={onRegistered} />);
    await userEvent.type(screen.getByLabelText("Email"), "shorty@plaza.invalid");
    await userEvent.type(screen.getByLabelText("Username"), "shorty");
    const password = screen.getByLabelText<HTMLInputElement>("Password");
    // Typed past the browser's own checks (no minlength on the field): the server is the judge.
    await userEvent.type(password, "abc");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    await vi.waitFor(() =>
      expect(describedText(password)).toContain("Password must be at least 8 characters long."),
    );
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.value).toBe("abc");
    expect(screen.getByLabelText<HTMLInputElement>("Username").value).toBe("shorty");
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("shows every field's problem after one try: the schema's and the name and email rules together", async () => {
    vi.stubGlobal("fetch", await server.fetchAs());
    render(<RegisterForm onRegistered={() => undefined} />);
    const email = screen.getByLabelText("Email");
    const name = screen.getByLabelText("Username");
    const password = screen.getByLabelText("Password");
    await userEvent.type(email, "not-an-address");
    await userEvent.type(name, "a b");
    await userEvent.type(password, "abc");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    await vi.waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(email)).toContain("That is not a valid email address.");
    expect(describedText(name)).toContain("Usernames may not contain spaces or invisible characters.");
    expect(describedText(password)).toContain("Password must be at least 8 characters long.");
  });

  it("sends the page to return to with the sign-up, so the mailed link brings the member back there", async () => {
    vi.stubGlobal("fetch", await server.fetchAs());
    const onRegistered = vi.fn();
    render(<RegisterForm onRegistered={onRegistered} target="/discussion/3/a-thread" />);
    await userEvent.type(screen.getByLabelText("Email"), "back-again@plaza.invalid");
    await userEvent.type(screen.getByLabelText("Username"), "back-again");
    await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const sent = server.calls.findLast((call) => call.path.includes("users/register"));
    expect(sent?.body).toMatchObject({ target: "/discussion/3/a-thread" });
  });
});
