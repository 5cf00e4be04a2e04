import { describe, expect, it } from "vitest";
import {
  initialTooltipState,
  isTooltipShown,
  transition,
  type TooltipEvent,
  type TooltipState,
} from "./tooltip-machine";

/** Runs events from the idle state and returns the last transition. */
function run(...events: TooltipEvent[]) {
  let state: TooltipState = initialTooltipState;
  let last = { state, timers: {} } as ReturnType<typeof transition>;
  for (const event of events) {
    last = transition(state, event);
    state = last.state;
  }
  return last;
}

describe("tooltip machine (shell spec §4 tooltip states, §9 timings)", () => {
  it("goes focused on hover or focus and waits 100 ms of rest", () => {
    expect(run("enter")).toEqual({
      state: { phase: "focused", isScrollHidden: false },
      timers: { restElapsed: 100 },
    });
  });

  it("becomes visible after the rest", () => {
    const { state } = run("enter", "restElapsed");
    expect(state.phase).toBe("visible");
    expect(isTooltipShown(state)).toBe(true);
  });

  it("restarts the rest wait while the pointer moves", () => {
    expect(run("enter", "move").timers).toEqual({ restElapsed: 100 });
    expect(run("enter", "restElapsed", "move").timers).toEqual({});
  });

  it("goes back to idle without showing when left before the rest is over", () => {
    expect(run("enter", "leave")).toEqual({ state: initialTooltipState, timers: { restElapsed: null } });
  });

  it("leaving lasts 500 ms before idle, still shown meanwhile", () => {
    const leaving = run("enter", "restElapsed", "leave");
    expect(leaving.state.phase).toBe("leaving");
    expect(leaving.timers).toEqual({ leaveElapsed: 500 });
    expect(isTooltipShown(leaving.state)).toBe(true);
    expect(run("enter", "restElapsed", "leave", "leaveElapsed").state.phase).toBe("idle");
  });

  it("comes back to visible when re-entered while leaving", () => {
    expect(run("enter", "restElapsed", "leave", "enter")).toEqual({
      state: { phase: "visible", isScrollHidden: false },
      timers: { leaveElapsed: null },
    });
  });

  it("mouse down or the select key dismisses it, from waiting, visible or leaving", () => {
    for (const before of [["enter"], ["enter", "restElapsed"], ["enter", "restElapsed", "leave"]] as const) {
      const dismissed = run(...before, "dismiss");
      expect(dismissed.state.phase).toBe("dismissed");
      expect(dismissed.timers).toEqual({ restElapsed: null, leaveElapsed: null });
      expect(isTooltipShown(dismissed.state)).toBe(false);
    }
  });

  it("stays dismissed while the pointer stays, and may show again after leaving", () => {
    expect(run("enter", "restElapsed", "dismiss", "enter", "restElapsed").state.phase).toBe("dismissed");
    expect(run("enter", "restElapsed", "dismiss", "leave").state.phase).toBe("idle");
  });

  it("hides for 200 ms while the page scrolls, each scroll restarting the wait", () => {
    const scrolled = run("enter", "restElapsed", "scroll");
    expect(scrolled.state).toEqual({ phase: "visible", isScrollHidden: true });
    expect(scrolled.timers).toEqual({ scrollElapsed: 200 });
    expect(isTooltipShown(scrolled.state)).toBe(false);
    expect(run("enter", "restElapsed", "scroll", "scroll").timers).toEqual({ scrollElapsed: 200 });
    expect(isTooltipShown(run("enter", "restElapsed", "scroll", "scrollElapsed").state)).toBe(true);
  });

  it("ignores scrolling and stray timers when idle", () => {
    expect(run("scroll").state).toBe(initialTooltipState);
    expect(run("restElapsed").state).toBe(initialTooltipState);
    expect(run("leaveElapsed").state).toBe(initialTooltipState);
  });
});
