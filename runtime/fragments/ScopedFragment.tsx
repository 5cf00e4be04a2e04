import { createElement, useContext, type ComponentType, type ReactNode } from "react";
import { FRAGMENT_RENDER_BUDGET_MS, FragmentClockContext, type FragmentClock } from "./fragment-clock";

/** A fragment whose render took longer than {@link FRAGMENT_RENDER_BUDGET_MS}. */
export class FragmentRenderBudgetError extends Error {
  constructor(fragmentUUID: string, elapsed: number) {
    super(
      `The fragment ${fragmentUUID} took ${Math.round(elapsed)} ms to render (budget ${FRAGMENT_RENDER_BUDGET_MS} ms).`,
    );
    this.name = "FragmentRenderBudgetError";
  }
}

/** One mount of a fragment: the budget failure that ends it for good. */
export interface FragmentMount {
  overBudget: Error | null;
}

/** Props of {@link ScopedFragment}. */
export interface ScopedFragmentProps {
  fragmentUUID: string;
  /** The fragment module's default export. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  /** The widget's props plus `Default`. */
  props: object;
  mount: FragmentMount;
}

/**
 * Renders a loaded fragment inside its scope, `<div data-plaza-fragment="<fragmentUUID>">` with
 * display: contents (what its CSS is limited to), timing its render. The style is set by React in
 * the browser (fragments never render on the server), through the CSSOM, which the CSP's style-src
 * does not restrict. Loaded with the fragment loader, so pages without fragments never download it.
 */
export function ScopedFragment({ fragmentUUID, component, props, mount }: ScopedFragmentProps) {
  const now = useContext(FragmentClockContext);
  return (
    <div data-plaza-fragment={fragmentUUID} style={{ display: "contents" }}>
      <TimedFragment
        fragmentUUID={fragmentUUID}
        component={component}
        props={props}
        mount={mount}
        now={now}
      />
    </div>
  );
}

/** True for a function component (not a class, memo or forwardRef), which can be called to render. */
function isFunctionComponent(component: unknown): component is (props: object) => ReactNode {
  return (
    typeof component === "function" &&
    !(component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent
  );
}

/**
 * Renders the fragment's component and times its own render: a function component is called here
 * (its hooks are this component's, the same on every render), so the clock covers the fragment's
 * code and not the built-in or the children it renders, which React renders after. One render over
 * the budget throws, and stays failed for this mount (React's retry after an error sees it too).
 * Classes, memo and forwardRef components render as they are, untimed.
 */
function TimedFragment({
  fragmentUUID,
  component,
  props,
  mount,
  now,
}: ScopedFragmentProps & { now: FragmentClock }) {
  if (mount.overBudget) throw mount.overBudget;
  if (!isFunctionComponent(component)) return createElement(component, props);
  const start = now();
  const output = component(props);
  const elapsed = now() - start;
  if (elapsed > FRAGMENT_RENDER_BUDGET_MS) {
    mount.overBudget = new FragmentRenderBudgetError(fragmentUUID, elapsed);
    throw mount.overBudget;
  }
  return output;
}
