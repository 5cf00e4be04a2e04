/**
 * The in-browser fragment editor: code panes (CodeMirror), TypeScript checking in a worker and the
 * bundler that turns a fragment's TSX into the module pages load. Everything here loads lazily, when
 * a fragment's page opens: the editor, the compiler and TypeScript stay out of every other page.
 */
import { lazy, type ComponentType } from "react";
import type { BundleResult, FragmentCodeEditorProps, FragmentSource } from "./types";

export type {
  BundleError,
  BundleResult,
  CheckRequest,
  FragmentChecker,
  FragmentCodeEditorProps,
  FragmentSource,
} from "./types";
/**
 * The type checker the code panes use, for a page's tests: provide one that answers at once (jsdom
 * has no Worker, and the in-page fallback loads all of TypeScript).
 */
export { FragmentCheckerContext } from "./checker-context";

/**
 * Transforms the TSX (sucrase: typescript + jsx automatic runtime, production) and maps imports:
 * "react", "react/jsx-runtime", "@plaza/fragment-sdk" → the SDK's URL; type-only imports vanish; any
 * other import is an error. The module's default export is the fragment's component.
 */
export async function bundleFragment(source: Pick<FragmentSource, "tsx">): Promise<BundleResult> {
  const { bundle } = await import("./bundle-fragment");
  return bundle(source.tsx);
}

/** Lazy component: the code panes (render it inside a Suspense boundary). */
export const FragmentCodeEditor: ComponentType<FragmentCodeEditorProps> = lazy(
  () => import("./FragmentCodeEditor"),
);
