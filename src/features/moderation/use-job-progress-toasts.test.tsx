import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { createToastStore, type ToastStore } from "../../ui/toasts/toast-store";
import { createJobProgressToasts, JOB_SILENCE_MS, type JobProgress } from "./use-job-progress-toasts";

let toasts: ToastStore;
let refreshes: number;
let progress: ReturnType<typeof createJobProgressToasts>;
const drivenHere = new Set<string>();

beforeEach(() => {
  toasts = createToastStore();
  refreshes = 0;
  drivenHere.clear();
  progress = createJobProgressToasts(
    toasts,
    () => refreshes++,
    (jobID) => drivenHere.has(jobID),
  );
  render(<ToastArea toasts={toasts} />);
});
afterEach(() => {
  progress.stop();
  toasts.clear();
  vi.useRealTimers();
});

const move = (countDone: number, extra: Partial<JobProgress> = {}): JobProgress => ({
  jobID: "job-a",
  action: "discussions.move",
  countTotalIDs: 3,
  countDone,
  countFailed: 0,
  finished: false,
  ...extra,
});

describe("a member's job driven by another tab, shown from the live stream", () => {
  it("shows one toast per job with its progress bar, moved on in place, and its outcome once done", () => {
    act(() => progress.show(move(1)));
    const bar = screen.getByRole("progressbar", { name: "Moving discussions" });
    expect(bar.getAttribute("aria-valuenow")).toBe("1");
    expect(bar.getAttribute("aria-valuetext")).toBe("1 of 3");
    act(() => progress.show(move(2)));
    expect(screen.getAllByRole("progressbar")).toHaveLength(1);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");
    // Running, it cannot be closed; done, it can, and the pages' data is read again once.
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    act(() => progress.show(move(3, { countFailed: 1, finished: true })));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("Finished: 2 done, 1 failed.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(refreshes).toBe(1);
    // A late copy of an earlier step does not bring the bar back.
    act(() => progress.show(move(2)));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("names a reopen as a reopen and says plainly when nothing failed", () => {
    act(() => progress.show(move(3, { action: "discussions.reopen", finished: true })));
    expect(screen.getByText("Reopening discussions")).toBeTruthy();
    expect(screen.getByText("Finished: 3 done.")).toBeTruthy();
  });

  it("shows nothing of a job this tab drives itself (its dialog shows it)", () => {
    drivenHere.add("job-a");
    act(() => progress.show(move(1)));
    expect(toasts.store.getState().toasts).toEqual([]);
  });

  it("lets a running job's toast go after a minute without news (the tab that drove it was closed)", () => {
    vi.useFakeTimers();
    act(() => progress.show(move(1)));
    act(() => vi.advanceTimersByTime(JOB_SILENCE_MS - 1));
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts.store.getState().toasts[0]?.visibility).toBe(false);
  });
});
