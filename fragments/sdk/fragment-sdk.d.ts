/**
 * The SDK module as bundled fragments import it: "@plaza/fragment-sdk" (and "react",
 * "react/jsx-runtime") are rewritten to the external `/api/v2/fragments/sdk.js` at build time
 * (fragments/toolkit/build.ts), so a fragment never bundles its own React. The
 * React names match SDK_REACT_EXPORTS in server/http/fragment-sdk.ts.
 */
// An ambient module may not import relative modules, hence `import R = require()` and import() types.
/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-imports */
declare module "@plaza/fragment-sdk" {
  import R = require("react");
  export default R;
  export { R as React };
  export import Activity = R.Activity;
  export import Children = R.Children;
  export import Component = R.Component;
  export import Fragment = R.Fragment;
  export import Profiler = R.Profiler;
  export import PureComponent = R.PureComponent;
  export import StrictMode = R.StrictMode;
  export import Suspense = R.Suspense;
  export import cache = R.cache;
  export import cloneElement = R.cloneElement;
  export import createContext = R.createContext;
  export import createElement = R.createElement;
  export import createRef = R.createRef;
  export import forwardRef = R.forwardRef;
  export import isValidElement = R.isValidElement;
  export import lazy = R.lazy;
  export import memo = R.memo;
  export import startTransition = R.startTransition;
  export import use = R.use;
  export import useActionState = R.useActionState;
  export import useCallback = R.useCallback;
  export import useContext = R.useContext;
  export import useDebugValue = R.useDebugValue;
  export import useDeferredValue = R.useDeferredValue;
  export import useEffect = R.useEffect;
  export import useEffectEvent = R.useEffectEvent;
  export import useId = R.useId;
  export import useImperativeHandle = R.useImperativeHandle;
  export import useInsertionEffect = R.useInsertionEffect;
  export import useLayoutEffect = R.useLayoutEffect;
  export import useMemo = R.useMemo;
  export import useOptimistic = R.useOptimistic;
  export import useReducer = R.useReducer;
  export import useRef = R.useRef;
  export import useState = R.useState;
  export import useSyncExternalStore = R.useSyncExternalStore;
  export import useTransition = R.useTransition;
  export import version = R.version;
  export const jsx: typeof import("react/jsx-runtime").jsx;
  export const jsxs: typeof import("react/jsx-runtime").jsxs;
  export const ui: import("./index").PlazaFragmentUi;
  export const apiClient: import("./index").PlazaFragmentHost["apiClient"];
  export const t: import("./index").PlazaFragmentHost["t"];
  export const host: import("./index").PlazaFragmentHost;
  /** The props a fragment's component receives: the widget's props plus `Default`, the built-in. */
  export type FragmentProps<P extends object = Record<string, unknown>> = import("./index").FragmentProps<P>;
  /** A fragment module's default export. */
  export type FragmentComponent<P extends object = Record<string, unknown>> =
    import("./index").FragmentComponent<P>;
}
