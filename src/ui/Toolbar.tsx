import type { ReactNode } from "react";
import { useRovingToolbar } from "./use-roving-toolbar";

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  /** What the controls act on ("Comment actions"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row of controls that is one Tab stop, arrows moving between its controls (WAI-ARIA toolbar,
 * see {@link useRovingToolbar}): a thread's every post carries one, so a keyboard user passes a
 * post in a few presses instead of one a control.
 */
export function Toolbar({ label, className, children }: ToolbarProps) {
  const toolbar = useRovingToolbar<HTMLDivElement>();
  return (
    <div {...toolbar} aria-label={label} className={className}>
      {children}
    </div>
  );
}
