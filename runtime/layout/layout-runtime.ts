import { createContext, useContext, type ReactNode } from "react";
import type { WidgetComponent } from "../registry/define-widget";
import type { FragmentImpl } from "../../schemas/layout/node.schema";
import type { Registry } from "../registry/registry";
import type { PropsValidator } from "./validate-props";

/** What the renderer needs: the registry, precompiled validators, debug mode and fragment hooks. */
export interface LayoutRuntime {
  registry: Registry;
  /** Validators at hand, by widget type (tests, fragments that bring their own). */
  validators?: Readonly<Record<string, PropsValidator>>;
  /** Loads a widget type's precompiled validator (each its own chunk); undefined when it has none. */
  loadValidator?: (type: string) => Promise<PropsValidator | undefined>;
  /** Debug mode: LayoutError panels and stacks are visible (`?debug=1` or the site's debug flag). */
  debug: boolean;
  /** Picks a fragment for a widget's fragment types (node impls first, then global ones). */
  resolveFragmentImpl?: (
    fragmentTypes: readonly string[],
    nodeImpls?: Record<string, FragmentImpl>,
  ) => FragmentImpl | null;
  /** Renders a fragment in place of a built-in, which it receives as `Default`. */
  renderFragment?: (
    impl: FragmentImpl,
    Default: WidgetComponent,
    props: Record<string, unknown>,
  ) => ReactNode;
}

/** The layout runtime of the rendered tree. */
export const LayoutRuntimeContext = createContext<LayoutRuntime | null>(null);

/** Reads the layout runtime; throws when rendered outside a provider. */
export function useLayoutRuntime(): LayoutRuntime {
  const runtime = useContext(LayoutRuntimeContext);
  if (!runtime) throw new Error("LayoutRenderer needs a LayoutRuntimeContext provider.");
  return runtime;
}
