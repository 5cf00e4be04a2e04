import { afterEach, describe, expect, it } from "vitest";
import * as React from "react";
import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { apiClient } from "../api/api-client";
import { t } from "../i18n/t";
import { FRAGMENT_HOST_GLOBAL, getFragmentHost, installFragmentHost } from "./fragment-host";

function Button() {
  return null;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FRAGMENT_HOST_GLOBAL];
});

describe("installFragmentHost", () => {
  it("puts the host on globalThis.__plazaFragmentHost, where the SDK module reads it", () => {
    expect(getFragmentHost()).toBeUndefined();
    installFragmentHost({ React, jsx: { jsx, jsxs, Fragment }, ui: { Button }, apiClient, t });
    const host = (globalThis as Record<string, unknown>).__plazaFragmentHost as ReturnType<
      typeof getFragmentHost
    >;
    expect(host).toBe(getFragmentHost());
    expect(host?.React).toBe(React);
    expect(host?.jsx.jsxs).toBe(jsxs);
    expect(host?.ui.Button).toBe(Button);
  });

  it("freezes what it exposes, so one fragment cannot change what another gets", () => {
    installFragmentHost({ React, jsx: { jsx, jsxs, Fragment }, ui: { Button }, apiClient, t });
    const host = getFragmentHost()!;
    expect(Object.isFrozen(host)).toBe(true);
    expect(Object.isFrozen(host.ui)).toBe(true);
    expect(() => ((globalThis as Record<string, unknown>).__plazaFragmentHost = {})).toThrow(TypeError);
  });
});
