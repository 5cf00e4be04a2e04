import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "../../../runtime/api/api-error";
import { ToastArea } from "./ToastArea";
import { toastStore, TOAST_AUTO_DISMISS_MS, TOAST_REMOVAL_DELAY_MS } from "./toast-store";
import { DEFAULT_TOAST_ERROR_TEXT, useToast, type ToastActions } from "./use-toast";

/** Renders the toasts area and hands out the hook's actions, as a component in the app would use them. */
function renderWithToasts() {
  let toast: ToastActions | undefined;
  function Consumer() {
    toast = useToast();
    return null;
  }
  render(
    <>
      <Consumer />
      <ToastArea />
    </>,
  );
  return {
    toast: (run: (actions: ToastActions) => void) => act(() => run(toast as ToastActions)),
  };
}

function toastOf(text: string): HTMLElement {
  return screen.getByText(text).parentElement as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toastStore.clear());
  vi.useRealTimers();
});

describe("ToastArea and useToast (shell spec §2 toasts area, §4 Toast)", () => {
  it("shows toasts in a polite live region", () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.add({ body: "Saved" }));
    const region = screen.getByText("Saved").closest("[aria-live]");
    expect(region?.getAttribute("aria-live")).toBe("polite");
  });

  it("replaces the toast with the same toastID", () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.add({ toastID: "upload", body: "Uploading…" }));
    toast((actions) => actions.add({ toastID: "upload", body: "Uploaded" }));
    expect(screen.queryByText("Uploading…")).toBeNull();
    expect(screen.getByText("Uploaded")).toBeTruthy();
  });

  it("auto-dismisses after 3 s (hidden) and drops it 2 s later", () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.add({ body: "Saved", autoDismiss: true }));
    act(() => vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS));
    expect(toastOf("Saved").getAttribute("aria-hidden")).toBe("true");
    expect(getComputedStyle(toastOf("Saved")).visibility).toBe("hidden");
    act(() => vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("does not auto-dismiss a persistent toast", () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.add({ body: "Pinned", autoDismiss: true, persistent: true }));
    act(() => vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS + TOAST_REMOVAL_DELAY_MS));
    expect(toastOf("Pinned").getAttribute("aria-hidden")).toBeNull();
  });

  it('has a close button titled "Close" only when dismissible, which dismisses it (§8 icon titles)', async () => {
    // testing-library waits on a real-clock setTimeout(0) after each user action; let the fake clock follow it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { toast } = renderWithToasts();
    toast((actions) => actions.add({ body: "Plain" }));
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    toast((actions) => actions.add({ body: "Closable", dismissible: true }));
    const close = screen.getByRole("button", { name: "Close" });
    expect(close.getAttribute("title")).toBe("Close");
    await user.click(close);
    expect(toastOf("Closable").getAttribute("aria-hidden")).toBe("true");
    act(() => vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS));
    expect(screen.queryByText("Closable")).toBeNull();
    expect(screen.getByText("Plain")).toBeTruthy();
  });

  it("is 280 wide, 380 when wide, and at most 120 high (shell spec §9)", () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.add({ body: "Narrow" }));
    toast((actions) => actions.add({ body: "Wide", wide: true }));
    expect(getComputedStyle(toastOf("Narrow")).inlineSize).toBe("280px");
    expect(getComputedStyle(toastOf("Wide")).inlineSize).toBe("380px");
    expect(getComputedStyle(toastOf("Narrow")).maxBlockSize).toBe("120px");
    expect(getComputedStyle(screen.getByText("Narrow")).overflowY).toBe("auto");
  });

  it('toast.error() without an error shows "Something has gone wrong." (shell spec §8)', () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.error());
    expect(DEFAULT_TOAST_ERROR_TEXT).toBe("Something has gone wrong.");
    expect(screen.getByText("Something has gone wrong.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("toast.error(error) shows the error's own message, and the default for an empty one", () => {
    const { toast } = renderWithToasts();
    toast((actions) => actions.error(new ApiError({ status: 403, message: "Permission problem." })));
    toast((actions) => actions.error(new Error("")));
    expect(screen.getByText("Permission problem.")).toBeTruthy();
    expect(screen.getByText("Something has gone wrong.")).toBeTruthy();
  });
});
