import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { act } from "@testing-library/react";
import type { BootPayload } from "../../../schemas/boot.schema";
import { afterFirstPaint } from "../../../build/entry-priority-plugin";
import { EARLY_EVENTS_KEY } from "../../../schemas/boot-elements";
import { hydrateHoldingInput, mayDeferHydration } from "./deferred-hydration";

/** A guest's boot payload of a page the server rendered whole (only what the check reads). */
function guestBoot(overrides: Partial<BootPayload> = {}): BootPayload {
  return {
    user: { userID: 0 },
    config: {},
    layout: { layoutID: 1, layout: [] },
    nodeValidation: {},
    ...overrides,
  } as unknown as BootPayload;
}

function rootWith(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

let root: Root | undefined;
afterEach(() => {
  // A loader a test ran and left holding (no entry took it over) lets go: files share this document.
  (window as unknown as Record<string, { stop?(): void } | undefined>)[EARLY_EVENTS_KEY]?.stop?.();
  Reflect.deleteProperty(window, EARLY_EVENTS_KEY);
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Clicked {clicks}
    </button>
  );
}

/** Runs the built page's inline loader as its head would (its entry script is never fetched here). */
function runPageLoader() {
  const script = document.createElement("script");
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  new Function(afterFirstPaint("/assets/index-test.js", []))();
  Reflect.deleteProperty(document, "currentScript");
}

describe("when a guest's page hydrates (deferred-hydration.ts)", () => {
  it("waits only on a guest's page the server rendered whole, with no fragment", () => {
    const rendered = rootWith("<main>Hello</main>");
    expect(mayDeferHydration(guestBoot(), rendered)).toBe(true);
    expect(mayDeferHydration(guestBoot({ user: { userID: 2 } } as Partial<BootPayload>), rendered)).toBe(
      false,
    );
    expect(mayDeferHydration(guestBoot({ nodeValidation: undefined }), rendered)).toBe(false);
    expect(mayDeferHydration(guestBoot(), rootWith(""))).toBe(false);
    expect(mayDeferHydration(guestBoot(), rootWith("<!--$!--><template></template><!--/$-->"))).toBe(false);
    expect(
      mayDeferHydration(
        guestBoot({ config: { "fragments.globalImpls": { TitleBar: { fragmentUUID: "u" } } } }),
        rendered,
      ),
    ).toBe(false);
    const withFragment = { layoutID: 1, layout: [{ $fragmentImpls: { fragmentUUID: "u" } }] };
    expect(
      mayDeferHydration(guestBoot({ layout: withFragment } as unknown as Partial<BootPayload>), rendered),
    ).toBe(false);
  });

  it("hydrates when the browser is idle after the load", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateHoldingInput(hydrate, "idle-or-use");
    expect(hydrate).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once on a pointer pressed, a key or focus, and only once", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateHoldingInput(hydrate, "idle-or-use");
    document.body.dispatchEvent(new Event("focusin", { bubbles: true }));
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    await hydrate.mock.results[0]?.value;
  });

  it("a click on a button before hydration is done once the button is hydrated, and text typed is kept", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    function Page() {
      const [clicks, setClicks] = useState(0);
      const [term, setTerm] = useState("");
      return (
        <div>
          <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
          <button type="button" onClick={() => setClicks((n) => n + 1)}>
            Clicked {clicks}
          </button>
          <output>{term}</output>
        </div>
      );
    }
    const container = rootWith(renderToString(<Page />));
    let loaded: () => void = () => {};
    const appArrives = new Promise<void>((resolve) => (loaded = resolve));
    hydrateHoldingInput(async () => {
      await appArrives;
      root = hydrateRoot(container, <Page />);
    }, "idle-or-use");

    const field = container.querySelector("input") as HTMLInputElement;
    field.dispatchEvent(new Event("focusin", { bubbles: true }));
    field.value = "tea";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    const button = container.querySelector("button") as HTMLButtonElement;
    button.click();
    expect(button.textContent).toBe("Clicked 0");

    await act(async () => {
      loaded();
      await appArrives;
    });
    await vi.waitFor(() => expect(container.querySelector("button")?.textContent).toBe("Clicked 1"));
    await vi.waitFor(() => expect(container.querySelector("output")?.textContent).toBe("tea"));
    expect(field.value).toBe("tea");
    // Once hydrated, clicks reach the app directly, each once.
    act(() => (container.querySelector("button") as HTMLButtonElement).click());
    expect(container.querySelector("button")?.textContent).toBe("Clicked 2");
  });

  it("a click made after the first paint but before the entry ran is held by the page's loader and done once hydrated", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    const container = rootWith(renderToString(<Counter />));
    runPageLoader();
    const button = container.querySelector("button") as HTMLButtonElement;
    // Nothing listens yet but the loader: without it the click would reach no handler and be lost.
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    let hydrated = false;
    await act(async () => {
      hydrateHoldingInput(async () => {
        root = hydrateRoot(container, <Counter />);
        hydrated = true;
      }, "idle-or-use");
      await Promise.resolve();
    });
    // The held click was an intent to use the page: the app started at once, without waiting for idle.
    expect(hydrated).toBe(true);
    await vi.waitFor(() => expect(container.querySelector("button")?.textContent).toBe("Clicked 1"));
    // The loader let go: later clicks reach the app directly, each once.
    act(() => (container.querySelector("button") as HTMLButtonElement).click());
    expect(container.querySelector("button")?.textContent).toBe("Clicked 2");
  });

  it("a member's page hydrates at once, and a click made before then is done once hydrated", async () => {
    const container = rootWith(renderToString(<Counter />));
    let loaded: () => void = () => {};
    const appArrives = new Promise<void>((resolve) => (loaded = resolve));
    const hydrate = vi.fn(async () => {
      await appArrives;
      root = hydrateRoot(container, <Counter />);
    });
    hydrateHoldingInput(hydrate, "now");
    expect(hydrate).toHaveBeenCalledTimes(1);
    (container.querySelector("button") as HTMLButtonElement).click();
    expect(container.querySelector("button")?.textContent).toBe("Clicked 0");
    await act(async () => {
      loaded();
      await appArrives;
    });
    await vi.waitFor(() => expect(container.querySelector("button")?.textContent).toBe("Clicked 1"));
  });
});
