import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { createToastStore, TOAST_AUTO_DISMISS_MS, type ToastStore } from "../../ui/toasts/toast-store";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { EMAIL_CONFIRMATION_TOAST_ID, useEmailConfirmationToast } from "./use-email-confirmation-toast";

let toasts: ToastStore;
beforeEach(() => {
  toasts = createToastStore();
});
afterEach(() => {
  toasts.clear();
  resetSession();
  vi.useRealTimers();
});

const unconfirmedMember = () =>
  setSession({ user: { emailConfirmed: false }, config: { "registration.confirmEmail": true } });

function Harness() {
  useEmailConfirmationToast(toasts);
  return <ToastArea toasts={toasts} />;
}

describe("useEmailConfirmationToast (shell spec §4, §8)", () => {
  it('shows "Your email address is not confirmed." with a Resend link to /entry/emailconfirmrequest', () => {
    unconfirmedMember();
    render(<Harness />);
    const toast = screen.getByText(/Your email address is not confirmed\./);
    expect(within(toast).getByRole("link", { name: "Resend" }).getAttribute("href")).toBe(
      "/entry/emailconfirmrequest",
    );
  });

  it("is persistent (never auto-dismissed) and dismissible by its close button", async () => {
    vi.useFakeTimers();
    unconfirmedMember();
    render(<Harness />);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS * 10));
    const [toast] = toasts.store.getState().toasts;
    expect(toast).toMatchObject({
      toastID: EMAIL_CONFIRMATION_TOAST_ID,
      visibility: true,
      persistent: true,
      dismissible: true,
    });
    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(false);
  });

  it("shows nothing to a guest, a confirmed member, or when confirmation is not required", () => {
    setSession({ config: { "registration.confirmEmail": true } });
    const guest = renderHook(() => useEmailConfirmationToast(toasts));
    guest.unmount();
    setSession({ user: { emailConfirmed: true }, config: { "registration.confirmEmail": true } });
    const confirmed = renderHook(() => useEmailConfirmationToast(toasts));
    confirmed.unmount();
    setSession({ user: { emailConfirmed: false }, config: {} });
    renderHook(() => useEmailConfirmationToast(toasts));
    expect(toasts.store.getState().toasts).toEqual([]);
  });

  it("hides the notice once the rule stops holding (the member confirmed or signed out)", () => {
    unconfirmedMember();
    renderHook(() => useEmailConfirmationToast(toasts));
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(true);
    act(() => setSession({ user: { emailConfirmed: true }, config: { "registration.confirmEmail": true } }));
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(false);
  });
});
