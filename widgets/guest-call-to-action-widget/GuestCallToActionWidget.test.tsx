import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { resetSession, setSession } from "../../tests/helpers/session";
import { GuestCallToActionWidget } from "./GuestCallToActionWidget";
import { guestCallToActionWidgetFixtures } from "./fixtures";

afterEach(() => {
  resetSession();
  window.history.replaceState(null, "", "/");
});

describe("GuestCallToActionWidget", () => {
  it.each(Object.entries(guestCallToActionWidgetFixtures))(
    "renders the %s fixture for a guest",
    (_, props) => {
      render(<GuestCallToActionWidget {...props} />);
      expect(screen.getByRole("heading", { level: 2 }).textContent).not.toBe("");
      expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    },
  );

  it('shows "Welcome!" and the default invitation when no text is configured', () => {
    render(<GuestCallToActionWidget {...guestCallToActionWidgetFixtures.blankText} />);
    expect(screen.getByRole("heading", { name: "Welcome!" })).toBeTruthy();
    expect(
      screen.getByText("It looks like you're new here. Sign in or register to get started."),
    ).toBeTruthy();
  });

  it("links Sign In and Register with Target set to the current page (content spec §2)", () => {
    window.history.replaceState(null, "", "/categories?page=2");
    render(<GuestCallToActionWidget {...guestCallToActionWidgetFixtures.defaults} />);
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin?Target=%2Fcategories%3Fpage%3D2",
    );
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/entry/register?Target=%2Fcategories%3Fpage%3D2",
    );
  });

  it("uses the configured sign-in url and hides Register when registration is closed", () => {
    setSession({ config: { signInUrl: "/sso/login", "registration.method": "closed" } });
    render(<GuestCallToActionWidget {...guestCallToActionWidgetFixtures.custom} />);
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/sso/login?Target=%2F");
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("renders nothing for a signed-in member", () => {
    setSession({ user: { userID: 5 } });
    const { container } = render(<GuestCallToActionWidget {...guestCallToActionWidgetFixtures.defaults} />);
    expect(container.innerHTML).toBe("");
  });
});
