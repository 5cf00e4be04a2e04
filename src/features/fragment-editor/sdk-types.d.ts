/**
 * "@plaza/fragment-sdk" as the editor's type checker sees it: fragments/sdk/fragment-sdk.d.ts
 * flattened into one self-contained module (that file reaches into the app's own types, which the
 * browser's checker does not have). Kept in step with fragments/sdk/index.ts and the served SDK's
 * exports (server/http/fragment-sdk.ts).
 */
import type * as React from "react";
import type { ButtonHTMLAttributes, ComponentType, Ref } from "react";

export default React;
export { React };
export {
  Activity,
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  cache,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from "react";
export { jsx, jsxs } from "react/jsx-runtime";

/** The props a fragment's component receives: the widget's validated props plus `Default`, the built-in. */
export type FragmentProps<P extends object = Record<string, unknown>> = P & {
  /** The built-in component; render `<Default {...props} />` to keep it. */
  Default: ComponentType<P>;
};

/** A fragment module's default export. */
export type FragmentComponent<P extends object = Record<string, unknown>> = ComponentType<FragmentProps<P>>;

/** Options of one API call. */
export interface ApiRequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: HeadersInit;
}

/** A successful answer. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type ApiCall = <T = unknown>(path: string, options?: ApiRequestOptions) => Promise<ApiResponse<T>>;

/** The page's API client: same-origin calls with the session. */
export declare const apiClient: {
  get: ApiCall;
  post: ApiCall;
  put: ApiCall;
  patch: ApiCall;
  delete: ApiCall;
  request: <T = unknown>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    options?: ApiRequestOptions,
  ) => Promise<ApiResponse<T>>;
};

/** Translation of user-visible strings: `t("Hello {name}", { name })`. */
export declare function t(key: string, values?: Record<string, string | number>, fallback?: string): string;

/** Props of the design system's button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  buttonType?: "standard" | "primary" | "text" | (string & {});
  ref?: Ref<HTMLButtonElement>;
  isLoading?: boolean;
}

/** The design-system components the page lends to fragments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare const ui: Record<string, ComponentType<any>> & { Button: ComponentType<ButtonProps> };

/** Everything the page exposes to fragments. */
export declare const host: {
  React: typeof React;
  ui: typeof ui;
  apiClient: typeof apiClient;
  t: typeof t;
};
