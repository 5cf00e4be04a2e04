import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { SignInForm } from "./SignInForm";

afterEach(() => vi.unstubAllGlobals());

describe("SignInForm", () => {
  it("labels its fields Username or Email and Password, and its button Sign In", () => {
    render(<SignInForm onSignedIn={() => {}} />);
    expect(screen.getByLabelText("Username or Email")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });

  it("a wrong password shows the server's message and keeps the username", async () => {
    const network = fakeFetch(
      jsonResponse(
        { message: "The username or password you entered is incorrect.", status: 401 },
        { status: 401 },
      ),
    );
    vi.stubGlobal("fetch", network.fetch);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username or Email"), "member");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "The username or password you entered is incorrect.",
    );
    expect((screen.getByLabelText("Username or Email") as HTMLInputElement).value).toBe("member");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(network.requests[0]).toMatchObject({ url: "/api/v2/session", method: "POST" });
    expect(JSON.parse(String(network.requests[0]?.body))).toEqual({
      username: "member",
      password: "wrong",
      persist: true,
    });
  });

  it("Keep me signed in is checked at first; unchecked, the sign-in asks for a session that ends with the browser", async () => {
    const network = fakeFetch(jsonResponse({ userID: 3, name: "member" }));
    vi.stubGlobal("fetch", network.fetch);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    const keep = screen.getByRole("checkbox", { name: "Keep me signed in" }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(keep);
    await user.type(screen.getByLabelText("Username or Email"), "member");
    await user.type(screen.getByLabelText("Password"), "plaza-demo");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(JSON.parse(String(network.requests[0]?.body))).toMatchObject({ persist: false });
  });

  it("calls onSignedIn after the server accepts the credentials", async () => {
    vi.stubGlobal("fetch", fakeFetch(jsonResponse({ userID: 3, name: "member" })).fetch);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username or Email"), "member");
    await user.type(screen.getByLabelText("Password"), "plaza-demo");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });
});
