import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  initialTooltipState,
  isTooltipShown,
  transition,
  type TooltipEvent,
  type TooltipState,
  type TooltipTimer,
} from "./tooltip-machine";
import * as styles from "./Tooltip.styles";

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says; it also becomes the trigger's accessible description. */
  label: ReactNode;
  /** The trigger: one focusable element that accepts `aria-describedby`. */
  children: ReactElement<{ "aria-describedby"?: string }>;
}

/**
 * A tooltip on its trigger (shell spec §4 "Tooltip states"): shown after 100 ms of rest on hover or
 * focus, kept 500 ms after leaving, dismissed by a mouse down, Enter, Space or Escape, hidden for
 * 200 ms while the page scrolls. The text stays in the DOM (hidden) so `aria-describedby` always
 * resolves.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const id = useId();
  const [state, send] = useTooltipMachine();
  const isShown = isTooltipShown(state);
  // Hover and focus are separate reasons to show: the tooltip leaves only when both are gone.
  const reasons = useRef({ hover: false, focus: false });

  function arrive(reason: "hover" | "focus") {
    const wasAway = !reasons.current.hover && !reasons.current.focus;
    reasons.current[reason] = true;
    if (wasAway) send("enter");
  }
  function depart(reason: "hover" | "focus") {
    reasons.current[reason] = false;
    if (!reasons.current.hover && !reasons.current.focus) send("leave");
  }
  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" || event.key === " " || event.key === "Escape") send("dismiss");
  }

  const isActive = state.phase !== "idle" && state.phase !== "dismissed";
  useEffect(() => {
    if (!isActive) return;
    const handleScroll = () => send("scroll");
    // Capture catches scrolling containers too: scroll events do not bubble.
    window.addEventListener("scroll", handleScroll, { capture: true, passive: true });
    return () => window.removeEventListener("scroll", handleScroll, { capture: true });
  }, [isActive, send]);

  useEffect(() => {
    if (!isShown) return;
    // Escape hides a hovered tooltip even when focus is elsewhere (WCAG 1.4.13 dismissible).
    const handleEscape = (event: globalThis.KeyboardEvent) => event.key === "Escape" && send("dismiss");
    document.addEventListener("keydown", handleEscape);
    return () => document.removeEventListener("keydown", handleEscape);
  }, [isShown, send]);

  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");
  return (
    <span
      className={styles.anchor}
      onMouseEnter={() => arrive("hover")}
      onMouseMove={() => send("move")}
      onMouseLeave={() => depart("hover")}
      onFocus={() => arrive("focus")}
      onBlur={() => depart("focus")}
      onMouseDown={() => send("dismiss")}
      onKeyDown={handleKeyDown}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span role="tooltip" id={id} className={styles.bubble} hidden={!isShown}>
        {label}
      </span>
    </span>
  );
}

/** Runs the pure machine with real timers; one timer per kind, restarted or cancelled as it says. */
function useTooltipMachine(): [TooltipState, (event: TooltipEvent) => void] {
  const [state, setState] = useState(initialTooltipState);
  const [runner] = useState(() => createRunner(setState));
  useEffect(() => runner.stop, [runner]);
  return [state, runner.send];
}

function createRunner(onChange: (state: TooltipState) => void) {
  let current = initialTooltipState;
  const timers = new Map<TooltipTimer, ReturnType<typeof setTimeout>>();

  function send(event: TooltipEvent): void {
    const next = transition(current, event);
    for (const [name, delay] of Object.entries(next.timers) as [TooltipTimer, number | null][]) {
      clearTimeout(timers.get(name));
      timers.delete(name);
      if (delay !== null)
        timers.set(
          name,
          setTimeout(() => send(name), delay),
        );
    }
    if (next.state !== current) {
      current = next.state;
      onChange(current);
    }
  }
  function stop(): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  }
  return { send, stop };
}
