/** A tooltip shows after this long at rest on its trigger (shell spec §4, §9: tooltip rest 100 ms). */
export const TOOLTIP_REST_MS = 100;
/** A tooltip stays this long after the pointer or focus leaves, then goes idle (shell spec §9: leave 500 ms). */
export const TOOLTIP_LEAVE_MS = 500;
/** Tooltips hide while the page scrolls, until it has been still this long (shell spec §4: 200 ms). */
export const TOOLTIP_SCROLL_HIDE_MS = 200;

/** The states of shell spec §4: idle, focused (waiting to show), visible, leaving, dismissed. */
export type TooltipPhase = "idle" | "focused" | "visible" | "leaving" | "dismissed";

/** A tooltip's phase, and whether scrolling hides it for now. */
export interface TooltipState {
  phase: TooltipPhase;
  isScrollHidden: boolean;
}

/** The timers a tooltip runs; each fires the event of the same name. */
export type TooltipTimer = "restElapsed" | "leaveElapsed" | "scrollElapsed";

/**
 * What happens to a tooltip: the pointer or focus arrives (`enter`) or goes (`leave`), the pointer
 * moves over the trigger (`move`), a mouse down or the select key (`dismiss`), a page scroll, or a
 * timer firing.
 */
export type TooltipEvent = "enter" | "move" | "leave" | "dismiss" | "scroll" | TooltipTimer;

/** The next state, and timers to (re)start (a delay in ms) or cancel (null). */
export interface TooltipTransition {
  state: TooltipState;
  timers: Partial<Record<TooltipTimer, number | null>>;
}

/** Where every tooltip starts. */
export const initialTooltipState: TooltipState = { phase: "idle", isScrollHidden: false };

/** True when the tooltip is on screen: visible or leaving, and not hidden by scrolling. */
export function isTooltipShown(state: TooltipState): boolean {
  return (state.phase === "visible" || state.phase === "leaving") && !state.isScrollHidden;
}

/** The state machine of shell spec §4 "Tooltip states"; pure, so every rule is tested without timers. */
export function transition(state: TooltipState, event: TooltipEvent): TooltipTransition {
  const to = (phase: TooltipPhase, timers: TooltipTransition["timers"] = {}): TooltipTransition => ({
    state: { ...state, phase },
    timers,
  });
  const stay: TooltipTransition = { state, timers: {} };
  const { phase } = state;

  switch (event) {
    case "enter":
      if (phase === "idle") return to("focused", { restElapsed: TOOLTIP_REST_MS });
      // Coming back (to the trigger or onto the tooltip itself) while it fades keeps it up.
      if (phase === "leaving") return to("visible", { leaveElapsed: null });
      return stay;
    case "move":
      // "Rest" means the pointer has stopped: each move restarts the wait.
      return phase === "focused" ? to("focused", { restElapsed: TOOLTIP_REST_MS }) : stay;
    case "restElapsed":
      return phase === "focused" ? to("visible") : stay;
    case "leave":
      if (phase === "focused") return to("idle", { restElapsed: null });
      if (phase === "visible") return to("leaving", { leaveElapsed: TOOLTIP_LEAVE_MS });
      // A dismissed tooltip may show again once the pointer or focus has left and come back.
      if (phase === "dismissed") return to("idle");
      return stay;
    case "leaveElapsed":
      return phase === "leaving" ? to("idle") : stay;
    case "dismiss":
      if (phase === "idle" || phase === "dismissed") return stay;
      return to("dismissed", { restElapsed: null, leaveElapsed: null });
    case "scroll":
      if (phase === "idle" || phase === "dismissed") return stay;
      return {
        state: { ...state, isScrollHidden: true },
        timers: { scrollElapsed: TOOLTIP_SCROLL_HIDE_MS },
      };
    case "scrollElapsed":
      return { state: { ...state, isScrollHidden: false }, timers: {} };
  }
}
