import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { FragmentOverride } from "./FragmentOverride";
import { FRAGMENT_SCRIPT_TIMEOUT_MS, type ModuleImporter } from "./load-fragment";
import { FRAGMENT_RENDER_BUDGET_MS, FragmentClockContext } from "./fragment-clock";
import { resetSession, setSession } from "../../tests/helpers/session";

type BannerProps = { title: string };

/** The built-in the fragment replaces. */
function BuiltInBanner({ title }: BannerProps) {
  return <h1>Built-in: {title}</h1>;
}

/** A fragment that wraps the built-in it receives as Default. */
function WrappingFragment({ title, Default }: BannerProps & { Default: ComponentType<BannerProps> }) {
  return (
    <section aria-label="Custom banner">
      <p>Fragment says {title}</p>
      <Default title={title} />
    </section>
  );
}

/** Renders inside act(), so React's retry after the module settles is flushed (React 19 `use`). */
async function renderInAct(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}

let url = 0;
const implFor = () => ({ fragmentUUID: `f${++url}`, jsUrl: `/api/v2/fragments/f${url}/js?rev=1` });
let log: MockInstance;

beforeEach(() => {
  // Failures are logged by design; keep the test output readable.
  log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  // Managers see the notice; the tests that check what everyone else sees sign in a member.
  setSession({ user: { userID: 1, name: "manager" }, permissions: ["site.manage"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetSession();
});

describe("FragmentOverride (shell spec §2 custom fragments, §8 Error Loading Fragment)", () => {
  it("renders the fragment with the widget's props and the built-in as Default", async () => {
    const importModule: ModuleImporter = async () => ({ default: WrappingFragment });
    await renderInAct(
      <FragmentOverride
        impl={implFor()}
        Default={BuiltInBanner}
        props={{ title: "Hello" }}
        importModule={importModule}
      />,
    );
    expect(await screen.findByText("Fragment says Hello")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Built-in: Hello" })).toBeTruthy();
    expect(screen.queryByText("Error Loading Fragment")).toBeNull();
  });

  it("renders the fragment inside its scope: a display:contents element naming its fragmentUUID", async () => {
    const impl = implFor();
    const importModule: ModuleImporter = async () => ({ default: WrappingFragment });
    await renderInAct(
      <FragmentOverride
        impl={impl}
        Default={BuiltInBanner}
        props={{ title: "Hi" }}
        importModule={importModule}
      />,
    );
    const region = await screen.findByRole("region", { name: "Custom banner" });
    const scope = region.parentElement!;
    expect(scope.getAttribute("data-plaza-fragment")).toBe(impl.fragmentUUID);
    expect(scope.style.display).toBe("contents");
    expect(scope.className).toBe("");
  });

  it("shows members and guests only the built-in when the fragment fails, and still logs it", async () => {
    setSession({ user: { userID: 5, name: "member" }, permissions: ["discussions.view"] });
    const importModule: ModuleImporter = async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    };
    const { container, unmount } = await renderInAct(
      <FragmentOverride
        impl={implFor()}
        Default={BuiltInBanner}
        props={{ title: "Hi" }}
        importModule={importModule}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Built-in: Hi" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.textContent).toBe("Built-in: Hi");
    expect(String(log.mock.calls[0]?.[1])).toContain("Failed to load a required embed script");
    unmount();

    resetSession();
    const broken = () => {
      throw new Error("fragment bug");
    };
    await renderInAct(
      <FragmentOverride
        impl={implFor()}
        Default={BuiltInBanner}
        props={{ title: "Guest" }}
        importModule={async () => ({ default: broken })}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Built-in: Guest" })).toBeTruthy();
    expect(screen.queryByText("Error Loading Fragment")).toBeNull();
  });

  it("treats a fragment whose render takes longer than the budget as failed for that mount", async () => {
    // Each reading of the clock moves it on by `step` ms: one render reads it twice.
    let time = 0;
    let step = FRAGMENT_RENDER_BUDGET_MS + 1;
    const clock = () => (time += step);
    const rendered = vi.fn();
    function SlowFragment({ title }: BannerProps) {
      rendered();
      return <p>Slow fragment says {title}</p>;
    }
    const importModule: ModuleImporter = async () => ({ default: SlowFragment });
    const ui = (title: string) => (
      <FragmentClockContext value={clock}>
        <FragmentOverride
          impl={slowImpl}
          Default={BuiltInBanner}
          props={{ title }}
          importModule={importModule}
        />
      </FragmentClockContext>
    );
    const slowImpl = implFor();
    const { rerender, unmount } = await renderInAct(ui("Hi"));
    expect((await screen.findByRole("alert")).textContent).toBe("Error Loading Fragment");
    expect(screen.getByRole("heading", { name: "Built-in: Hi" })).toBeTruthy();
    expect(screen.queryByText(/Slow fragment says/)).toBeNull();
    expect(log.mock.calls.map((call) => String(call[1]))).toContainEqual(
      expect.stringContaining(`FragmentRenderBudgetError: The fragment ${slowImpl.fragmentUUID} took`),
    );

    // The mount stays failed, even once the fragment would be fast enough.
    step = 1;
    const rendersBefore = rendered.mock.calls.length;
    await act(async () => rerender(ui("Again")));
    expect(screen.getByRole("heading", { name: "Built-in: Again" })).toBeTruthy();
    expect(rendered).toHaveBeenCalledTimes(rendersBefore);
    unmount();

    // A fragment within the budget renders (taking exactly the budget is still within it).
    step = FRAGMENT_RENDER_BUDGET_MS;
    await renderInAct(ui("Fast"));
    expect(await screen.findByText("Slow fragment says Fast")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows nothing while the module loads", () => {
    const importModule: ModuleImporter = () => new Promise(() => undefined);
    const { container } = render(
      <FragmentOverride
        impl={implFor()}
        Default={BuiltInBanner}
        props={{ title: "Hi" }}
        importModule={importModule}
      />,
    );
    expect(container.textContent).toBe("");
  });

  it('shows "Error Loading Fragment" and then the built-in when the module fails to load', async () => {
    const importModule: ModuleImporter = async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    };
    await renderInAct(
      <FragmentOverride
        impl={implFor()}
        Default={BuiltInBanner}
        props={{ title: "Hi" }}
        importModule={importModule}
      />,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Error Loading Fragment");
    expect(screen.getByRole("heading", { name: "Built-in: Hi" })).toBeTruthy();
    expect(String(log.mock.calls[0]?.[1])).toContain("Failed to load a required embed script");
  });

  it("does the same when the fragment throws while rendering", async () => {
    const Broken = () => {
      throw new Error("fragment bug");
    };
    const importModule: ModuleImporter = async () => ({ default: Broken });
    await renderInAct(
      <FragmentOverride
        impl={implFor()}
        Default={BuiltInBanner}
        props={{ title: "Hi" }}
        importModule={importModule}
      />,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Error Loading Fragment");
    expect(screen.getByRole("heading", { name: "Built-in: Hi" })).toBeTruthy();
  });

  it("gives up after 10 s with the timeout message and shows the built-in (content spec §8, §9)", async () => {
    vi.useFakeTimers();
    const impl = implFor();
    // The loader is imported lazily, and its 10 s timer starts just before it asks for the module:
    // the clock moves only once that happened, so the test does not race the lazy import.
    let importStarted!: () => void;
    const started = new Promise<void>((resolve) => (importStarted = resolve));
    const importModule: ModuleImporter = () => {
      importStarted();
      return new Promise(() => undefined);
    };
    await renderInAct(
      <FragmentOverride
        impl={impl}
        Default={BuiltInBanner}
        props={{ title: "Hi" }}
        importModule={importModule}
      />,
    );
    await act(() => started);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAGMENT_SCRIPT_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole("alert").textContent).toBe("Error Loading Fragment");
    expect(screen.getByRole("heading", { name: "Built-in: Hi" })).toBeTruthy();
    const logged = log.mock.calls.map((call) => String(call[1]));
    expect(logged).toContain(`FragmentLoadError: Loading of the script ${impl.jsUrl} has timed out.`);
  });

  it('renders the built-in directly for fragmentUUID "system" or no impl, without importing anything', () => {
    const importModule = vi.fn<ModuleImporter>();
    render(
      <>
        <FragmentOverride
          impl={{ fragmentUUID: "system" }}
          Default={BuiltInBanner}
          props={{ title: "System" }}
          importModule={importModule}
        />
        <FragmentOverride
          impl={null}
          Default={BuiltInBanner}
          props={{ title: "None" }}
          importModule={importModule}
        />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Built-in: System" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Built-in: None" })).toBeTruthy();
    expect(importModule).not.toHaveBeenCalled();
  });
});
