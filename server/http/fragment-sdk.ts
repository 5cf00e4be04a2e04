/**
 * The fragment SDK module served at `GET /api/v2/fragments/sdk.js` (fragments/README.md). It reads
 * what the app exposes on `globalThis.__plazaFragmentHost` (runtime/fragments/fragment-host.ts),
 * so fragments use the page's own React instead of bundling a second copy (hooks break with two).
 */

/** The global the app's fragment host is stored on. */
export const FRAGMENT_HOST_GLOBAL = "__plazaFragmentHost";

/**
 * React's public exports the SDK re-exports by name. ES module exports are static, so the list is
 * written out; a name the page's React lacks is exported as undefined. Kept in step with React by
 * server/routes/fragments.test.ts.
 */
export const SDK_REACT_EXPORTS = [
  "Activity",
  "Children",
  "Component",
  "Fragment",
  "Profiler",
  "PureComponent",
  "StrictMode",
  "Suspense",
  "cache",
  "cloneElement",
  "createContext",
  "createElement",
  "createRef",
  "forwardRef",
  "isValidElement",
  "lazy",
  "memo",
  "startTransition",
  "use",
  "useActionState",
  "useCallback",
  "useContext",
  "useDebugValue",
  "useDeferredValue",
  "useEffect",
  "useEffectEvent",
  "useId",
  "useImperativeHandle",
  "useInsertionEffect",
  "useLayoutEffect",
  "useMemo",
  "useOptimistic",
  "useReducer",
  "useRef",
  "useState",
  "useSyncExternalStore",
  "useTransition",
  "version",
] as const;

/** The SDK module's source: React (default and named), the JSX runtime, ui, apiClient, t. */
export const FRAGMENT_SDK_SOURCE = [
  "// Plaza fragment SDK: the host page's React, JSX runtime, ui components, apiClient and t().",
  `const host = globalThis.${FRAGMENT_HOST_GLOBAL};`,
  'if (!host) throw new Error("Plaza\'s fragment host is not installed: fragments load only inside the Plaza app.");',
  "const React = host.React;",
  "export default React;",
  `export const { ${SDK_REACT_EXPORTS.join(", ")} } = React;`,
  "export const { jsx, jsxs } = host.jsx;",
  "export const ui = host.ui;",
  "export const apiClient = host.apiClient;",
  "export const t = host.t;",
  "export { React, host };",
  "",
].join("\n");
