import type * as ReactModule from "react";
import type * as JsxRuntime from "react/jsx-runtime";
import type { ComponentType } from "react";
import type { ApiClient } from "../api/api-client";
import type { t } from "../i18n/t";

/**
 * The global the host is stored on. `GET /api/v2/fragments/sdk.js` (server/http/fragment-sdk.ts)
 * reads the same name.
 */
export const FRAGMENT_HOST_GLOBAL = "__plazaFragmentHost";

/** The design-system components the app lends to fragments, by name (Button, TextField, ...). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FragmentUiComponents = Record<string, ComponentType<any>>;

/**
 * What the page exposes to fragments. Fragments import it from `/api/v2/fragments/sdk.js`, so they
 * run on the page's own React (two Reacts break hooks) and never bundle one (fragments/README.md).
 */
export interface FragmentHost<Ui extends FragmentUiComponents = FragmentUiComponents> {
  /** The page's React module (hooks, createElement, Suspense, ...). */
  React: typeof ReactModule;
  /** The page's `react/jsx-runtime` (jsx, jsxs, Fragment): what compiled JSX calls. */
  jsx: Pick<typeof JsxRuntime, "jsx" | "jsxs" | "Fragment">;
  /** Public design-system components (src/ui), passed in by the app. */
  ui: Ui;
  /** The app's API client: same-origin calls with the session and X-Requested-With. */
  apiClient: ApiClient;
  /** Translation of user-visible strings. */
  t: typeof t;
}

type HostGlobal = { [FRAGMENT_HOST_GLOBAL]?: Readonly<FragmentHost> };

/**
 * Exposes the host to fragments; the app calls it once at boot, before any layout renders, e.g.
 * `installFragmentHost({ React, jsx: { jsx, jsxs, Fragment }, ui: { Button, TextField }, apiClient, t })`.
 * The host is frozen so one fragment cannot swap what another one gets.
 */
export function installFragmentHost(host: FragmentHost): void {
  const frozen = Object.freeze({
    ...host,
    jsx: Object.freeze({ ...host.jsx }),
    ui: Object.freeze({ ...host.ui }),
  });
  Object.defineProperty(globalThis, FRAGMENT_HOST_GLOBAL, {
    value: frozen,
    configurable: true,
    writable: false,
  });
}

/** The installed host, or undefined before {@link installFragmentHost} ran. */
export function getFragmentHost(): Readonly<FragmentHost> | undefined {
  return (globalThis as HostGlobal)[FRAGMENT_HOST_GLOBAL];
}
