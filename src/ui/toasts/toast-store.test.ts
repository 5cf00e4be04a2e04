import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_AUTO_DISMISS_MS, TOAST_REMOVAL_DELAY_MS } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store (shell spec §4 Toast)", () => {
  it("uses the spec's timings: auto-dismiss 3000 ms, removal delay 2000 ms (§9)", () => {
    expect(TOAST_AUTO_DISMISS_MS).toBe(3000);
    expect(TOAST_REMOVAL_DELAY_MS).toBe(2000);
  });

  it("adds a toast visible, with every flag off by default, and returns its id", () => {
    const toasts = createToastStore();
    const id = toasts.add({ body: "Saved" });
    expect(toasts.store.getState().toasts).toEqual([
      {
        toastID: id,
        body: "Saved",
        visibility: true,
        dismissible: false,
        autoDismiss: false,
        persistent: false,
        wide: false,
        className: undefined,
      },
    ]);
  });

  it("replaces the toast with the same toastID in place", () => {
    const toasts = createToastStore();
    toasts.add({ toastID: "upload", body: "Uploading…" });
    toasts.add({ body: "Other" });
    const id = toasts.add({ toastID: "upload", body: "Uploaded", wide: true });
    expect(id).toBe("upload");
    const list = toasts.store.getState().toasts;
    expect(list.map((toast) => toast.body)).toEqual(["Uploaded", "Other"]);
    expect(list[0]?.wide).toBe(true);
  });

  it("dismiss hides the toast at once and drops it 2 s later", () => {
    const toasts = createToastStore();
    const id = toasts.add({ body: "Saved", dismissible: true });
    toasts.dismiss(id);
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS - 1);
    expect(toasts.store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.store.getState().toasts).toHaveLength(0);
  });

  it("autoDismiss hides the toast after 3 s, then drops it 2 s later", () => {
    const toasts = createToastStore();
    toasts.add({ body: "Saved", autoDismiss: true });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS);
    expect(toasts.store.getState().toasts).toHaveLength(0);
  });

  it("never auto-dismisses a persistent toast", () => {
    const toasts = createToastStore();
    toasts.add({ body: "Confirm your email", autoDismiss: true, persistent: true });
    vi.advanceTimersByTime(60_000);
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(true);
  });

  it("keeps a toast without autoDismiss until it is dismissed", () => {
    const toasts = createToastStore();
    toasts.add({ body: "Draft saved" });
    vi.advanceTimersByTime(60_000);
    expect(toasts.store.getState().toasts).toHaveLength(1);
  });

  it("a replacement cancels the old toast's pending removal and starts its own timers", () => {
    const toasts = createToastStore();
    toasts.add({ toastID: "sync", body: "Syncing", autoDismiss: true });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS);
    toasts.add({ toastID: "sync", body: "Synced" });
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS + TOAST_AUTO_DISMISS_MS);
    expect(toasts.store.getState().toasts).toMatchObject([{ body: "Synced", visibility: true }]);
  });

  it("ignores dismissing an unknown or already hidden toast", () => {
    const toasts = createToastStore();
    const id = toasts.add({ body: "Saved" });
    toasts.dismiss("nope");
    toasts.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS - 500);
    toasts.dismiss(id);
    vi.advanceTimersByTime(500);
    expect(toasts.store.getState().toasts).toHaveLength(0);
  });

  it("clear drops every toast and its timers", () => {
    const toasts = createToastStore();
    toasts.add({ body: "One", autoDismiss: true });
    toasts.clear();
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS + TOAST_REMOVAL_DELAY_MS);
    expect(toasts.store.getState().toasts).toEqual([]);
  });
});
