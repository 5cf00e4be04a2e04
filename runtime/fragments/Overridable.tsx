import { useContext, type ComponentType } from "react";
import { LayoutRuntimeContext } from "../layout/layout-runtime";
import type { WidgetComponent } from "../registry/define-widget";
import { NodeFragmentImplsContext } from "./node-fragment-impls";

/** Props of {@link Overridable}. */
export interface OverridableProps<P extends object> {
  /** The fragment type that may replace this part (e.g. CommentItemFragment). */
  fragmentType: string;
  /** The built-in part; a fragment receives it as `Default`. */
  Default: ComponentType<P>;
  /** What the part renders from, and what a fragment gets. */
  props: P;
}

/**
 * A part inside a widget that a custom fragment may replace (shell spec §2), such as each comment
 * of the comment thread: its fragment type resolves against the enclosing layout node's
 * `$fragmentImpls`, then the site's `fragments.globalImpls`, and renders like a widget's fragment
 * (with `Default`, the notice for managers when it fails). Outside a layout, the built-in renders.
 */
export function Overridable<P extends object>({ fragmentType, Default, props }: OverridableProps<P>) {
  const runtime = useContext(LayoutRuntimeContext);
  const nodeImpls = useContext(NodeFragmentImplsContext);
  const impl = runtime?.resolveFragmentImpl?.([fragmentType], nodeImpls ?? undefined) ?? null;
  if (impl && runtime?.renderFragment) {
    return runtime.renderFragment(impl, Default as WidgetComponent, props as Record<string, unknown>);
  }
  return <Default {...props} />;
}
