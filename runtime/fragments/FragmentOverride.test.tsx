import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { FragmentOverride } from "./FragmentOverride";
import { FRAGMENT_SCRIPT_TIMEOUT_MS, type ModuleImporter } from "./load-fragment";

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
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
    render(
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
