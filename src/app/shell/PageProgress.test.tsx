import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { LOADER_DELAY_MS } from "../../ui/Loader";
import { PageProgress } from "./PageProgress";
import { useWaitForPage } from "./page-progress";

/** A part of the page waiting for the next one while `isWaiting`. */
function Waiting({ isWaiting }: { isWaiting: boolean }) {
  useWaitForPage(isWaiting);
  return null;
}

afterEach(() => vi.useRealTimers());

describe("PageProgress (the bar across the top while the next page loads)", () => {
  it("shows nothing for a quick page, then a named progress bar and a polite announcement once the wait passed the loader's delay", () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <>
        <PageProgress />
        <Waiting isWaiting={false} />
      </>,
    );
    // Always there, so what it says is announced.
    const announcer = document.querySelector<HTMLElement>('[aria-live="polite"][data-page-progress]')!;
    expect(announcer).not.toBeNull();
    rerender(
      <>
        <PageProgress />
        <Waiting isWaiting />
      </>,
    );
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(announcer.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeTruthy();
    expect(announcer.textContent).toBe("Loading page");
    // The next page is ready: the bar goes at once.
    rerender(
      <>
        <PageProgress />
        <Waiting isWaiting={false} />
      </>,
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(announcer.textContent).toBe("");
  });

  it("keeps showing while any part still waits", () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <>
        <PageProgress />
        <Waiting isWaiting />
        <Waiting isWaiting />
      </>,
    );
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    rerender(
      <>
        <PageProgress />
        <Waiting isWaiting={false} />
        <Waiting isWaiting />
      </>,
    );
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });
});
