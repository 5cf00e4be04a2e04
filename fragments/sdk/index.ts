/**
 * Types for fragment authors (fragments/README.md). A fragment is an ES module whose default export
 * is a React component; it reaches the page's React, JSX runtime, ui components, apiClient and t()
 * through `/api/v2/fragments/sdk.js`, typed here and as the module "@plaza/fragment-sdk"
 * (fragment-sdk.d.ts) for bundled fragments.
 */
import type { ComponentType } from "react";
import type { FragmentHost, FragmentUiComponents } from "../../runtime/index";
import type { Button } from "../../src/ui/Button";

/** The SDK module's URL: the one import a built fragment keeps. */
export const FRAGMENT_SDK_URL = "/api/v2/fragments/sdk.js";

/** The ui components every page lends to fragments; the app may add more by name. */
export type PlazaFragmentUi = FragmentUiComponents & {
  /** The design system's button (`buttonType`: "standard" | "primary" | "text", `isLoading`). */
  Button: typeof Button;
};

/** What the page exposes to fragments (`globalThis.__plazaFragmentHost`, re-exported by the SDK). */
export type PlazaFragmentHost = FragmentHost<PlazaFragmentUi>;

/**
 * The props a fragment's component receives: the widget's validated props (its schema in
 * schemas/widgets/) plus `Default`, the built-in it replaces, so it can wrap instead of copy.
 */
export type FragmentProps<P extends object = Record<string, unknown>> = P & {
  /** The built-in component; render `<Default {...props} />` to keep it. */
  Default: ComponentType<P>;
};

/** A fragment module's default export. */
export type FragmentComponent<P extends object = Record<string, unknown>> = ComponentType<FragmentProps<P>>;
